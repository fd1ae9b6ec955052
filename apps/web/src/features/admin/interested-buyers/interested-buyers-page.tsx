import { adminInterestMessages as m, type InterestedBuyerProduct } from '@artshop/shared';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { PageHead } from '../../../components/seo/page-head';
import { MakeOfferModal, type OfferTarget } from '../offers/make-offer-modal';
import { ListEmpty, ListLoading, ShowingCount } from '../components/list-state';
import { SearchBox } from '../components/search-box';
import { StatCard } from '../components/stat-card';
import { InterestProductModal } from './interest-product-modal';
import { useGetInterestedBuyersQuery } from './interested-buyers.api';
import { InterestedBuyersList } from './interested-buyers-list';
import {
  listedPrice,
  searchInterests,
  withProduct,
  type ShownInterest,
} from './interested-buyers-search';
import { Button } from '../../../components/ui/button';

/**
 * /admin/interested-buyers (spec section 2 'Admin interested buyers'). The list is loaded whole and
 * searched here (decision 0024); entries whose product is gone are skipped and not counted.
 */
export function AdminInterestedBuyersPage() {
  // Fresh on every visit: customers register interest at any time.
  const { data, error, isLoading, isFetching, refetch } = useGetInterestedBuyersQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [query, setQuery] = useState('');
  const [product, setProduct] = useState<InterestedBuyerProduct | null>(null);
  const [offerTarget, setOfferTarget] = useState<OfferTarget | null>(null);

  const makeOffer = (entry: ShownInterest) =>
    setOfferTarget({
      interestId: entry.id,
      title: entry.product.title,
      customer: entry.user.username,
      defaultPrice: listedPrice(entry.product),
    });

  const entries = withProduct(error ? [] : (data ?? []));
  const shown = searchInterests(entries, query);

  return (
    <div className="space-y-6">
      <PageHead title={m.title} noindex />
      <h1 className="text-2xl font-semibold text-clay-900">{m.title}</h1>

      <section aria-label="Interested buyer statistics" className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={m.totalLabel}
          value={isLoading ? '–' : entries.length}
          icon={<Users className="h-5 w-5" />}
        />
      </section>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox placeholder={m.searchPlaceholder} value={query} onChange={setQuery} />
        <ShowingCount shown={shown.length} total={entries.length} noun="buyers" />
      </div>

      {isLoading ? (
        <ListLoading>{m.loading}</ListLoading>
      ) : error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <p>{m.fetchFailed}</p>
          <Button
            variant="danger-outline"
            size="sm"
            shape="rounded"
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            Try again
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <ListEmpty>{m.empty}</ListEmpty>
      ) : (
        <InterestedBuyersList entries={shown} onOpenProduct={setProduct} onMakeOffer={makeOffer} />
      )}

      <InterestProductModal product={product} onClose={() => setProduct(null)} />
      <MakeOfferModal target={offerTarget} onClose={() => setOfferTarget(null)} />
    </div>
  );
}
