import {
  adminInterestMessages as m,
  INTERESTED_BUYERS_PAGE_SIZE,
  type InterestedBuyerProduct,
} from '@artshop/shared';
import { Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PageHead } from '../../../components/seo/page-head';
import { MakeOfferModal, type OfferTarget } from '../offers/make-offer-modal';
import { ListEmpty, ListLoading, ShowingCount } from '../components/list-state';
import { Pager } from '../components/pager';
import { SearchBox } from '../components/search-box';
import { StatCard } from '../components/stat-card';
import { InterestProductModal } from './interest-product-modal';
import { useGetInterestedBuyersQuery } from './interested-buyers.api';
import { InterestedBuyersList } from './interested-buyers-list';
import { listedPrice, withProduct, type ShownInterest } from './interested-buyers-search';
import { Button } from '../../../components/ui/button';

const PAGE_SIZE = INTERESTED_BUYERS_PAGE_SIZE;
const SEARCH_DELAY_MS = 300;

/**
 * /admin/interested-buyers (spec section 2 'Admin interested buyers'): searched and paged by the
 * server (decision 0137); entries whose product is gone are skipped.
 */
export function AdminInterestedBuyersPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ q, page: 0 });
  // A new search starts again at its first page (state adjusted during render, not in an effect).
  const page = paging.q === q ? paging.page : 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Fresh on every visit: customers register interest at any time.
  const { data, error, isLoading, isFetching, refetch } = useGetInterestedBuyersQuery(
    { q, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const [product, setProduct] = useState<InterestedBuyerProduct | null>(null);
  const [offerTarget, setOfferTarget] = useState<OfferTarget | null>(null);

  const makeOffer = (entry: ShownInterest) =>
    setOfferTarget({
      interestId: entry.id,
      title: entry.product.title,
      customer: entry.user.username,
      defaultPrice: listedPrice(entry.product),
    });

  const shown = withProduct(error ? [] : (data?.interestedBuyersData ?? []));
  const total = error ? 0 : (data?.total ?? 0);
  const goTo = (next: number) => {
    setPaging({ q, page: next });
    // Back to the top of the list; the admin layout may scroll its main area, not the window.
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="space-y-6">
      <PageHead title={m.title} noindex />
      <h1 ref={headingRef} className="text-2xl font-semibold text-clay-900">
        {m.title}
      </h1>

      <section aria-label="Interested buyer statistics" className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={m.totalLabel}
          value={data?.stats.total ?? '–'}
          icon={<Users className="h-5 w-5" />}
        />
      </section>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox placeholder={m.searchPlaceholder} value={search} onChange={setSearch} />
        <ShowingCount shown={shown.length} total={total} noun="buyers" busy={isFetching} />
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

      {/* The list counts pages from 0, the pager from 1. */}
      <Pager
        label="Interested buyer pages"
        page={page + 1}
        pageCount={Math.ceil(total / PAGE_SIZE)}
        onPage={(next) => goTo(next - 1)}
      />

      <InterestProductModal product={product} onClose={() => setProduct(null)} />
      <MakeOfferModal target={offerTarget} onClose={() => setOfferTarget(null)} />
    </div>
  );
}
