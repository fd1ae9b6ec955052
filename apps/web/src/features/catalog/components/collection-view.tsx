import { catalogUi, COLLECTION_PAGES, type ProductType } from '@artshop/shared';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { PageHead } from '../../../components/seo/page-head';
import { useGetProductsByTypeInfiniteQuery } from '../catalog.api';
import { CollectionProductCard } from './collection-product-card';
import { SoldFilter } from './sold-filter';
import { ProductGridSkeleton } from './skeletons';
import { createIcon } from '../../../components/ui/icons';

// lucide's package-open (ISC, see components/ui/icons.tsx): drawn only by an empty collection.
const PackageOpen = createIcon(
  'M12 22v-9M15.17 2.21a1.67 1.67 0 0 1 1.63 0L21 4.57a1.93 1.93 0 0 1 0 3.36L8.82 14.79a1.655 1.655 0 0 1-1.64 0L3 12.43a1.93 1.93 0 0 1 0-3.36zM20 13v3.87a2.06 2.06 0 0 1-1.11 1.83l-6 3.08a1.93 1.93 0 0 1-1.78 0l-6-3.08A2.06 2.06 0 0 1 4 16.87V13M21 12.43a1.93 1.93 0 0 0 0-3.36L8.83 2.2a1.64 1.64 0 0 0-1.63 0L3 4.57a1.93 1.93 0 0 0 0 3.36l12.18 6.86a1.636 1.636 0 0 0 1.63 0z',
);

const SKELETON_COUNT = 6;
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

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
  const sold = Boolean(soldFilter) && searchParams.get('availability') === 'sold';
  // currentData, not data: after a switch of filter the other list must not linger while this loads.
  const { currentData, isFetching, error, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetProductsByTypeInfiniteQuery({ type, sold });
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
              onChange={(next) =>
                setSearchParams(next ? { availability: 'sold' } : {}, { replace: true })
              }
            />
          )}
          {!isLoading && (
            <p className="text-sm font-medium text-ink-soft" aria-live="polite">
              {catalogUi.showingCount(total)}
            </p>
          )}
        </div>
      </header>
      {isLoading ? (
        <ProductGridSkeleton count={SKELETON_COUNT} className={GRID} />
      ) : products.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
          <PackageOpen aria-hidden="true" className="h-12 w-12 text-clay-300" />
          <p className="font-serif text-xl text-ink">
            {sold && soldFilter ? soldFilter.emptyTitle : emptyTitle}
          </p>
          {!sold && <p className="text-ink-soft">{catalogUi.emptyHint}</p>}
        </div>
      ) : (
        <>
          <div className={GRID}>
            {products.map((product, index) => (
              <CollectionProductCard
                key={product.id}
                product={product}
                showRating={type === 'stoneArt'}
                priority={index === 0}
              />
            ))}
          </div>
          {hasNextPage && (
            <div className="mt-10 flex justify-center">
              <Button
                variant="secondary"
                size="lg"
                disabled={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              >
                {isFetchingNextPage ? catalogUi.loadingMore : catalogUi.loadMore}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
