import {
  adminMailMessages as m,
  isResendableMailStatus,
  mailStatusLabels,
  mailStatusValues,
  type AdminMailSummary,
  type MailStatus,
} from '@artshop/shared';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { formatIndiaDateTime } from '../../../lib/dates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PageHead } from '../../../components/seo/page-head';
import { AdminTable, AdminTableRow } from '../components/admin-table';
import { ListEmpty, ListLoadFailed, ListLoading, ShowingCount } from '../components/list-state';
import { Pager } from '../components/pager';
import { SearchBox } from '../components/search-box';
import { FilterButtons } from '../components/filter-buttons';
import { useGetAdminMailListQuery, useResendAdminMailMutation } from './mail.api';
import { MailMessageModal } from './mail-message-modal';
import { MailStatusBadge } from './mail-status-badge';
import { WhatsappMessages } from './whatsapp-messages';

const SEARCH_DELAY_MS = 300;
const FILTERS: readonly { value: MailStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...mailStatusValues.map((value) => ({ value, label: mailStatusLabels[value] })),
];
const COLUMNS = ['Written', 'To', 'Subject', 'Status', 'Attempts', { label: 'Actions' }] as const;
const td = 'px-4 py-3 align-top';

interface MailRowProps {
  message: AdminMailSummary;
  busy: boolean;
  onOpen: (id: string) => void;
  onResend: (id: string) => void;
}

function MailRow({ message, busy, onOpen, onResend }: MailRowProps) {
  return (
    <AdminTableRow>
      <td className={`${td} whitespace-nowrap text-ink-soft`}>
        {formatIndiaDateTime(message.createdAt)}
      </td>
      <td className={`${td} break-all`}>{message.to}</td>
      <td className={td}>
        <span className="block">{message.subject}</span>
        <span className="text-xs text-ink-soft">{message.kind}</span>
      </td>
      <td className={td}>
        <MailStatusBadge status={message.status} />
        {message.lastError && (
          <span
            className="mt-1 block max-w-48 truncate text-xs text-red-800"
            title={message.lastError}
          >
            {message.lastError}
          </span>
        )}
      </td>
      <td className={td}>{message.attempts}</td>
      <td className={`${td} whitespace-nowrap`}>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            shape="rounded"
            aria-label={`Open ${message.subject} to ${message.to}`}
            onClick={() => onOpen(message.id)}
          >
            Open
          </Button>
          {isResendableMailStatus(message.status) && (
            <Button
              size="sm"
              shape="rounded"
              disabled={busy}
              aria-label={`Resend ${message.subject} to ${message.to}`}
              onClick={() => onResend(message.id)}
            >
              Resend
            </Button>
          )}
        </div>
      </td>
    </AdminTableRow>
  );
}

/**
 * /admin/mail (decision 0043): every email the shop wrote, newest first, with its state; filter by
 * status, search by recipient or subject, open one, and resend a failed, sent or kept one.
 */
export function AdminMailPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  // A new search or filter starts again at its first page (adjusted during render).
  const key = `${status}|${q}`;
  const page = paging.key === key ? paging.page : 1;
  const [openId, setOpenId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { data, error, isLoading, isFetching, refetch } = useGetAdminMailListQuery(
    { status, q, page },
    // The sender changes the states in the background: fresh on every visit.
    { refetchOnMountOrArgChange: true },
  );
  const [resend] = useResendAdminMailMutation();

  const messages = data?.messages ?? [];
  const total = data?.total ?? 0;
  const pageCount = Math.ceil(total / (data?.pageSize ?? 1));

  const resendMessage = async (id: string) => {
    setBusyId(id);
    try {
      await resend(id).unwrap();
      toast.success(m.resent);
      void refetch();
    } catch (failure) {
      toast.error(`${m.resendFailed} ${errorMessage(failure, 'Please try again.')}`);
    } finally {
      setBusyId(null);
    }
  };

  const goTo = (next: number) => {
    setPaging({ key, page: next });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="space-y-6">
      <PageHead title={m.title} noindex />
      <h1 ref={headingRef} className="text-2xl font-semibold text-clay-900">
        {m.title}
      </h1>

      {data?.delivery === 'kept' && (
        <p
          role="note"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          {m.keptNotice}
        </p>
      )}

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchBox placeholder={m.searchPlaceholder} value={search} onChange={setSearch} />
        <FilterButtons
          label="Filter by status"
          options={FILTERS}
          value={status}
          onChange={setStatus}
        />
      </div>
      <ShowingCount shown={messages.length} total={total} noun="messages" busy={isFetching} />

      {isLoading ? (
        <ListLoading>{m.loading}</ListLoading>
      ) : error && !data ? (
        <ListLoadFailed onRetry={() => void refetch()}>{m.loadFailed}</ListLoadFailed>
      ) : messages.length === 0 ? (
        <ListEmpty>{m.empty}</ListEmpty>
      ) : (
        <div aria-busy={isFetching || undefined}>
          <AdminTable columns={COLUMNS} always>
            {messages.map((message) => (
              <MailRow
                key={message.id}
                message={message}
                busy={busyId === message.id}
                onOpen={setOpenId}
                onResend={(id) => void resendMessage(id)}
              />
            ))}
          </AdminTable>
        </div>
      )}

      <Pager label="Mail pages" page={page} pageCount={pageCount} onPage={goTo} />

      <MailMessageModal
        id={openId}
        busy={openId !== null && busyId === openId}
        onClose={() => setOpenId(null)}
        onResend={(id) => void resendMessage(id)}
      />

      {/* The same outbox idea for WhatsApp (decision 0116): its channel, states and Resend. */}
      <WhatsappMessages />
    </div>
  );
}
