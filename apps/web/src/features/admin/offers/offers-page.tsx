import {
  fillMessage,
  offerMessages,
  offerAdminUi as ui,
  offerStatusValues,
  type AdminOffer,
  type OfferStatus,
} from '@artshop/shared';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PageHead } from '../../../components/seo/page-head';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListEmpty, ListLoadFailed, ListLoading, ShowingCount } from '../components/list-state';
import { SearchBox } from '../components/search-box';
import { FilterButtons } from '../components/filter-buttons';
import { useGetAdminOffersQuery, useWithdrawAdminOfferMutation } from './offers.api';
import { OffersList } from './offers-list';
import { isRunning, useNow } from './offer-time';

const FILTERS: readonly { value: OfferStatus | ''; label: string }[] = [
  { value: '', label: ui.allFilter },
  ...offerStatusValues.map((value) => ({ value, label: ui.status[value] })),
];

/**
 * /admin/offers (decision 0052): every offer made to a customer, newest first, searched (piece,
 * customer name or email) and filtered by status on the server; open and accepted ones count down
 * to their expiry and can be withdrawn.
 */
export function AdminOffersPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<OfferStatus | ''>('');
  const [toWithdraw, setToWithdraw] = useState<AdminOffer | null>(null);
  // Customers accept, pay and decline at any time: fresh on every visit.
  const { data, error, isLoading, isFetching, refetch } = useGetAdminOffersQuery(
    { q, status },
    { refetchOnMountOrArgChange: true },
  );
  const [withdraw, { isLoading: withdrawing }] = useWithdrawAdminOfferMutation();

  const offers = data ?? [];
  const now = useNow(offers.some((offer) => isRunning(offer.status)));

  const confirmWithdraw = async () => {
    if (!toWithdraw) return;
    try {
      await withdraw(toWithdraw.id).unwrap();
      toast.success(offerMessages.offerWithdrawn);
    } catch (failure) {
      toast.error(`${ui.withdrawFailed} ${errorMessage(failure, 'Please try again.')}`);
    }
    setToWithdraw(null);
  };

  return (
    <div className="space-y-6">
      <PageHead title={ui.title} noindex />
      <h1 className="text-2xl font-semibold text-clay-900">{ui.title}</h1>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchBox placeholder={ui.searchPlaceholder} value={search} onChange={setSearch} />
        <FilterButtons
          label={ui.statusFilter}
          options={FILTERS}
          value={status}
          onChange={setStatus}
        />
      </div>
      <ShowingCount shown={offers.length} total={offers.length} noun={ui.noun} busy={isFetching} />

      {isLoading ? (
        <ListLoading>{ui.loading}</ListLoading>
      ) : error && !data ? (
        <ListLoadFailed onRetry={() => void refetch()}>{ui.loadFailed}</ListLoadFailed>
      ) : offers.length === 0 ? (
        <ListEmpty>{ui.empty}</ListEmpty>
      ) : (
        <div aria-busy={isFetching || undefined}>
          <OffersList offers={offers} now={now} onWithdraw={setToWithdraw} />
        </div>
      )}

      <ConfirmDialog
        open={toWithdraw !== null}
        title={ui.withdrawTitle}
        message={
          toWithdraw
            ? fillMessage(ui.withdrawConfirm, {
                title: toWithdraw.title,
                customer: toWithdraw.customer.name,
              })
            : ''
        }
        confirmLabel={withdrawing ? ui.withdrawing : ui.withdraw}
        busy={withdrawing}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setToWithdraw(null)}
      />
    </div>
  );
}
