import {
  searchFieldUi,
  searchParamsFromSearch,
  searchPath,
  searchSorts,
  searchUi,
  type SearchParams,
  type SearchSort,
} from '@artshop/shared';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { PageHead } from '../../../components/seo/page-head';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { useHydrated } from '../../../lib/use-hydrated';
import type { PrefetchContext } from '../../../store/page-data';
import { ProductCardGrid } from '../components/product-card-grid';
import { SearchFacets } from '../components/search-facets';
import { ProductGridSkeleton } from '../components/skeletons';
import { searchApi, useSearchInfiniteQuery } from '../search.api';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-6 xl:grid-cols-3';

/** The page's own field: the words searched, to change them. A GET form before hydration. */
function SearchForm({ params }: { params: SearchParams }) {
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '');
    // New words keep the filters and sort: the shopper narrowed on purpose.
    void navigate(searchPath({ ...params, q: q.trim() }));
  };
  return (
    <form role="search" action="/search" method="get" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {searchFieldUi.label}
      </label>
      <input
        // A new address (a header search) fills the field again.
        key={params.q}
        id={id}
        name="q"
        type="search"
        enterKeyHint="search"
        maxLength={100}
        defaultValue={params.q}
        className="min-w-0 flex-1 rounded-full border border-clay-300 bg-white px-4 py-2.5 text-ink focus:border-clay-700 focus:outline-none"
      />
      <button
        type="submit"
        className="rounded-full bg-clay-700 px-5 py-2.5 font-medium text-paper hover:bg-clay-800"
      >
        {searchFieldUi.submit}
      </button>
    </form>
  );
}

function SortSelect({ params }: { params: SearchParams }) {
  const navigate = useNavigate();
  const id = useId();
  // A choice made before hydration would be lost, as in the collections' sort.
  const hydrated = useHydrated();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-clay-900">
        {searchUi.sortLabel}
      </label>
      <select
        id={id}
        value={params.sort}
        disabled={!hydrated}
        onChange={(event) =>
          void navigate(searchPath({ ...params, sort: event.target.value as SearchSort }), {
            replace: true,
          })
        }
        className="rounded-lg border border-clay-300 bg-white px-3 py-2 text-sm text-ink focus:border-clay-700 focus:outline-none"
      >
        {searchSorts.map((value) => (
          <option key={value} value={value}>
            {searchUi.sortOptions[value]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * `/search?q=…` (decision 0107): rendered on the server with its first page, the facets as links
 * (a sheet of its own on a phone, a column from 1024px), the sort, and 'Load more'. The address
 * holds the whole search, so a shared link shows the same list.
 */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const params = useMemo(() => searchParamsFromSearch(searchParams), [searchParams]);
  // currentData, not data: another search's list must not linger while this one loads.
  const { currentData, isFetching, error, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useSearchInfiniteQuery(params);
  useEffect(() => {
    if (error) console.error('Search failed', error);
  }, [error]);
  const isLoading = currentData === undefined && isFetching;
  const products = useMemo(() => {
    // A product added between two pages shifts the offsets; never show one twice.
    const seen = new Set<string>();
    return (currentData?.pages ?? [])
      .flatMap((page) => page.products)
      .filter((product) => !seen.has(product.id) && Boolean(seen.add(product.id)));
  }, [currentData]);
  const latest = currentData?.pages.at(-1);
  const total = latest?.total ?? 0;
  const filtered = Boolean(
    params.type || params.availability || params.orientation || params.minPrice || params.maxPrice,
  );
  const clearFilters = searchPath({ q: params.q, sort: params.sort });
  const facets = latest && <SearchFacets params={params} facets={latest.facets} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {/* Search results are not pages of their own for a search engine. */}
      <PageHead title={searchUi.heading(params.q)} noindex />
      <header className="mb-6 flex flex-col gap-4 border-b border-stone-200 pb-6">
        <h1 className="font-serif text-3xl break-words text-ink sm:text-4xl">
          {searchUi.heading(params.q)}
        </h1>
        <SearchForm params={params} />
      </header>
      <div className="lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
        <aside aria-label={searchUi.filters} className="hidden lg:block">
          {facets}
        </aside>
        <div>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            {!isLoading && (
              <p className="text-sm font-medium text-ink-soft" aria-live="polite">
                {searchUi.count(total)}
              </p>
            )}
            <SortSelect params={params} />
          </div>
          {facets && (
            // A phone's facets: a native disclosure, open and closed before the code loads too.
            <details className="mb-6 rounded-2xl bg-white p-4 ring-1 ring-stone-200 lg:hidden">
              <summary className="cursor-pointer font-medium text-ink">{searchUi.filters}</summary>
              <div className="mt-4">{facets}</div>
            </details>
          )}
          {isLoading ? (
            <ProductGridSkeleton count={6} className={GRID} />
          ) : products.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-stone-200">
              <p className="font-serif text-xl text-ink">{searchUi.noResults}</p>
              <p className="text-ink-soft">{searchUi.noResultsHint}</p>
              {filtered && (
                <ButtonLink to={clearFilters} variant="secondary">
                  {searchUi.clearFilters}
                </ButtonLink>
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
      </div>
    </div>
  );
}

/** The first page, with the argument the page's hook passes (the same cache entry). */
export function prefetch({ dispatch, url }: PrefetchContext): void {
  const params = searchParamsFromSearch(url.searchParams);
  void dispatch(searchApi.endpoints.search.initiate(params, { subscribe: false }));
}
