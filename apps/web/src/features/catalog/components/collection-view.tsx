import {
  activeCollectionFilterCount,
  catalogUi,
  collectionFiltersFromSearch,
  collectionFiltersToSearch,
  COLLECTION_PAGES,
  type CollectionFilters,
  type ProductType,
} from '@artshop/shared';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { PageHead } from '../../../components/seo/page-head';
import { Modal } from '../../../components/ui/modal';
import { useGetProductsByTypeInfiniteQuery } from '../catalog.api';
import { CollectionFiltersForm } from './collection-filters';
import { ProductCardGrid } from './product-card-grid';
import { CollectionSortSelect } from './collection-sort';
import { SoldFilter } from './sold-filter';
import { ProductGridSkeleton } from './skeletons';
import { createIcon } from '../../../components/ui/icons';

// lucide's package-open (ISC, see components/ui/icons.tsx): drawn only by an empty collection.
const PackageOpen = createIcon(
  'M12 22v-9M15.17 2.21a1.67 1.67 0 0 1 1.63 0L21 4.57a1.93 1.93 0 0 1 0 3.36L8.82 14.79a1.655 1.655 0 0 1-1.64 0L3 12.43a1.93 1.93 0 0 1 0-3.36zM20 13v3.87a2.06 2.06 0 0 1-1.11 1.83l-6 3.08a1.93 1.93 0 0 1-1.78 0l-6-3.08A2.06 2.06 0 0 1 4 16.87V13M21 12.43a1.93 1.93 0 0 0 0-3.36L8.83 2.2a1.64 1.64 0 0 0-1.63 0L3 4.57a1.93 1.93 0 0 0 0 3.36l12.18 6.86a1.636 1.636 0 0 0 1.63 0z',
);

const SKELETON_COUNT = 6;
// Two columns from the smallest phone (decision 0089), three from lg.
const GRID = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3';

interface CollectionViewProps {
  type: ProductType;
  heading: string;
  intro: string;
  emptyTitle: string;
  /** The paintings' 'For sale' / 'Sold' filter (`?availability=sold`), with its own empty title. */
  soldFilter?: { emptyTitle: string };
}

/** The shared body of the paintings and stone art collections. */
export function CollectionView({
  type,
  heading,
  intro,
  emptyTitle,
  soldFilter,
}: CollectionViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The sort and filters live in the address (decision 0089): a shared link shows the same list.
  const filters = useMemo(
    () => collectionFiltersFromSearch(type, searchParams),
    [type, searchParams],
  );
  const sold = Boolean(soldFilter) && filters.availability === 'sold';
  const [sheetOpen, setSheetOpen] = useState(false);
  const apply = (next: CollectionFilters) => {
    setSheetOpen(false);
    setSearchParams(collectionFiltersToSearch(next), { replace: true });
  };
  // currentData, not data: after a switch of filter the other list must not linger while this loads.
  const { currentData, isFetching, error, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetProductsByTypeInfiniteQuery({ type, filters });
  const isLoading = currentData === undefined && isFetching;
  // The spec: a failed load is only logged and the list stays empty.
  useEffect(() => {
    if (error) console.error(`Failed to load ${heading}`, error);
  }, [error, heading]);

  const products = useMemo(() => {
    // A product added or sold between two loads shifts the offsets; never show one twice.
    const seen = new Set<string>();
    return (currentData?.pages ?? [])
      .flatMap((page) => page.products)
      .filter((product) => !seen.has(product.id) && Boolean(seen.add(product.id)));
  }, [currentData]);
  // What exists, not what is loaded (the latest page has the freshest count).
  const total = currentData?.pages.at(-1)?.total ?? 0;
  const sizeOptions = currentData?.pages.at(-1)?.sizeOptions ?? [];
  const filterCount = activeCollectionFilterCount(filters);
  const filtersForm = (layout: 'row' | 'column') => (
    <CollectionFiltersForm
      // A new address (the sold toggle, a cleared filter) starts the form from it again.
      key={JSON.stringify(filters)}
      type={type}
      filters={filters}
      sizeOptions={sizeOptions}
      onApply={apply}
      layout={layout}
    />
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      {/* The sold filter is a view of the same collection: one canonical address for both. */}
      <PageHead title={heading} description={intro} path={COLLECTION_PAGES[type].path} />
      <header className="mb-8 flex flex-col gap-2 border-b border-stone-200 pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-serif text-3xl text-ink sm:text-4xl">{heading}</h1>
          <p className="mt-2 max-w-2xl text-ink-soft">{intro}</p>
        </div>
        <div className="flex flex-col gap-3 sm:items-end">
          {soldFilter && (
            <SoldFilter
              sold={sold}
              onChange={(next) => apply({ ...filters, availability: next ? 'sold' : '' })}
            />
          )}
          {!isLoading && (
            <p className="text-sm font-medium text-ink-soft" aria-live="polite">
              {catalogUi.showingCount(total)}
            </p>
          )}
        </div>
      </header>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <CollectionSortSelect
          sort={filters.sort}
          onChange={(sort) => apply({ ...filters, sort })}
        />
        {/* On a phone the filters open in a sheet; from lg they stand in a row (decision 0089). */}
        <Button
          variant="secondary"
          size="sm"
          className="lg:hidden"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          {filterCount > 0 ? catalogUi.filtersActive(filterCount) : catalogUi.filters}
        </Button>
      </div>
      <div className="mb-8 hidden rounded-2xl bg-white p-4 ring-1 ring-stone-200 lg:block">
        {filtersForm('row')}
      </div>
      <Modal open={sheetOpen} title={catalogUi.filters} onClose={() => setSheetOpen(false)}>
        {filtersForm('column')}
      </Modal>
      {isLoading ? (
        <ProductGridSkeleton count={SKELETON_COUNT} className={GRID} />
      ) : products.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
          <PackageOpen aria-hidden="true" className="h-12 w-12 text-clay-300" />
          <p className="font-serif text-xl text-ink">
            {sold && soldFilter ? soldFilter.emptyTitle : emptyTitle}
          </p>
          {!sold && (
            <p className="text-ink-soft">
              {filterCount > 0 ? catalogUi.noMatchHint : catalogUi.emptyHint}
            </p>
          )}
        </div>
      ) : (
        <ProductCardGrid
          products={products}
          className={GRID}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          fetchNextPage={fetchNextPage}
        />
      )}
    </div>
  );
}
