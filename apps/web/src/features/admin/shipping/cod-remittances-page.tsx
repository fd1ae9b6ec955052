import {
  codMessages,
  codRemittanceInputSchema,
  formatINR,
  indiaDate,
  type CodRemittance,
} from '@artshop/shared';
import { FileDown } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { PageHead } from '../../../components/seo/page-head';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { formatIndiaDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { AdminTable } from '../components/admin-table';
import { ListLoadFailed, ListLoading } from '../components/list-state';
import { useGetCodRemittancesQuery, useMarkCodRemittedMutation } from './cod.api';

const input = 'rounded-lg border border-clay-300 bg-white px-2 py-1.5 text-sm text-ink';

/** The courier's payout of one order's cash: its reference and date (decision 0101). */
function MarkRemitted({ remittance }: { remittance: CodRemittance }) {
  const [reference, setReference] = useState('');
  const [remittedOn, setRemittedOn] = useState(() => indiaDate(new Date()));
  const [mark, { isLoading }] = useMarkCodRemittedMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = codRemittanceInputSchema.safeParse({ reference, remittedOn });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? codMessages.cashReferenceRequired);
      return;
    }
    try {
      await mark({ orderId: remittance.orderId, ...parsed.data }).unwrap();
      toast.success(`${remittance.number} marked remitted`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Please try again.'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Mark ${remittance.number} remitted`}
      className="flex flex-wrap items-center gap-2"
    >
      <input
        aria-label="Remittance reference"
        placeholder="Reference (UTR)"
        className={input}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <input
        aria-label="Remitted on"
        type="date"
        className={input}
        value={remittedOn}
        onChange={(event) => setRemittedOn(event.target.value)}
      />
      <Button type="submit" size="sm" variant="secondary" shape="rounded" disabled={isLoading}>
        Mark remitted
      </Button>
    </form>
  );
}

function RemittanceRow({ remittance }: { remittance: CodRemittance }) {
  return (
    <tr className="border-b border-clay-100 last:border-0 align-top">
      <td className="px-4 py-3 font-medium text-ink">{remittance.number}</td>
      <td className="px-4 py-3">{remittance.customer}</td>
      <td className="px-4 py-3">
        {remittance.deliveredAt ? formatIndiaDate(remittance.deliveredAt) : '—'}
      </td>
      <td className="px-4 py-3">{formatINR(remittance.amount)}</td>
      <td className="px-4 py-3">
        {remittance.remitted ? (
          <span>
            Yes, {remittance.remittedOn} · {remittance.remittanceReference}
          </span>
        ) : (
          <MarkRemitted remittance={remittance} />
        )}
      </td>
    </tr>
  );
}

/** /admin/cod-remittances: what the couriers collected at the door and paid over (decision 0101). */
export function AdminCodRemittancesPage() {
  const { data, error, isLoading, refetch } = useGetCodRemittancesQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <div className="space-y-6">
      <PageHead title={codMessages.remittancesTitle} noindex />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-clay-900">{codMessages.remittancesTitle}</h1>
        <a
          href="/api/admin/cod-remittances.csv"
          download
          className="inline-flex items-center gap-1 text-sm font-medium text-clay-700 hover:underline"
        >
          <FileDown aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </a>
      </div>
      {isLoading ? (
        <ListLoading>Loading COD remittances...</ListLoading>
      ) : error || !data ? (
        <ListLoadFailed onRetry={() => void refetch()}>
          Could not load the COD remittances.
        </ListLoadFailed>
      ) : data.length === 0 ? (
        <p className="text-ink-soft">No cash on delivery order has been delivered yet.</p>
      ) : (
        <AdminTable always columns={['Order', 'Customer', 'Delivered', 'Amount', 'Remitted']}>
          {data.map((remittance) => (
            <RemittanceRow key={remittance.orderId} remittance={remittance} />
          ))}
        </AdminTable>
      )}
    </div>
  );
}
