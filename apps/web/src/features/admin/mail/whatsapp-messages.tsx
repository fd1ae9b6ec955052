import {
  resendableWhatsappStatuses,
  whatsappMessages as w,
  whatsappStatusLabels,
  type AdminWhatsappMessage,
  type WhatsappStatus,
} from '@artshop/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { formatIndiaDateTime } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { AdminTable, AdminTableRow } from '../components/admin-table';
import { ListEmpty, ListLoadFailed, ListLoading } from '../components/list-state';
import { useGetAdminWhatsappQuery, useResendAdminWhatsappMutation } from './whatsapp.api';

const COLUMNS = ['Written', 'To', 'Message', 'State', 'Attempts', { label: 'Actions' }] as const;
const td = 'px-4 py-3 align-top';
const TONES: Record<WhatsappStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  kept: 'bg-stone-200 text-stone-800',
  sent: 'bg-green-100 text-green-800',
  delivered: 'bg-green-100 text-green-800',
  read: 'bg-green-200 text-green-900',
  failed: 'bg-red-100 text-red-800',
};

function Row({
  message,
  busy,
  onResend,
}: {
  message: AdminWhatsappMessage;
  busy: boolean;
  onResend: (id: string) => void;
}) {
  return (
    <AdminTableRow>
      <td className={`${td} whitespace-nowrap text-ink-soft`}>
        {formatIndiaDateTime(message.createdAt)}
      </td>
      <td className={`${td} whitespace-nowrap`}>+91 {message.to}</td>
      <td className={td}>
        <span className="block">{message.kind}</span>
        <span className="text-xs text-ink-soft">{message.parameters.join(' · ')}</span>
      </td>
      <td className={td}>
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[message.status]}`}
        >
          {whatsappStatusLabels[message.status]}
        </span>
        {message.lastError && (
          <span className="mt-1 block max-w-64 text-xs text-red-800">{message.lastError}</span>
        )}
      </td>
      <td className={td}>{message.attempts}</td>
      <td className={td}>
        {resendableWhatsappStatuses.includes(message.status) && (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => onResend(message.id)}
          >
            Resend
          </Button>
        )}
      </td>
    </AdminTableRow>
  );
}

/**
 * The Mail screen's WhatsApp part (docs/whatsapp.md): who opted in, and each message with its
 * state as Meta reports it (kept, sent, delivered, read, failed and why), with Resend.
 */
export function WhatsappMessages() {
  const { data, error, isLoading, refetch } = useGetAdminWhatsappQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [resend] = useResendAdminWhatsappMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const resendMessage = async (id: string) => {
    setBusyId(id);
    try {
      await resend(id).unwrap();
      toast.success(w.resent);
      void refetch();
    } catch (failure) {
      toast.error(errorMessage(failure, 'Please try again.'));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby="whatsapp-heading" className="space-y-4">
      <h2 id="whatsapp-heading" className="text-xl font-semibold text-clay-900">
        {w.adminTitle}
      </h2>
      {data && <p className="text-ink">{w.adminOptedIn(data.optedIn)}</p>}
      {data?.mode === 'kept' && (
        <p
          role="note"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          {w.adminKeptNotice}
        </p>
      )}
      {isLoading ? (
        <ListLoading>Loading WhatsApp messages...</ListLoading>
      ) : error && !data ? (
        <ListLoadFailed onRetry={() => void refetch()}>{w.adminLoadFailed}</ListLoadFailed>
      ) : !data || data.messages.length === 0 ? (
        <ListEmpty>{w.adminEmpty}</ListEmpty>
      ) : (
        <AdminTable columns={COLUMNS} always>
          {data.messages.map((message) => (
            <Row
              key={message.id}
              message={message}
              busy={busyId === message.id}
              onResend={(id) => void resendMessage(id)}
            />
          ))}
        </AdminTable>
      )}
    </section>
  );
}
