import { collectionFiltersFromSearch, type ProductType } from '@artshop/shared';
import type { PrefetchContext, PageOutcome } from '../../../store/page-data';
import { catalogApi } from '../catalog.api';
import { mainImageOf } from './product-view';

// The server renderer reads the answers from the store and throws the store away: no subscriptions.
const once = { subscribe: false } as const;

/** The home page's shelves and the customers' reviews. */
export function prefetchHome({ dispatch }: PrefetchContext): void {
  void dispatch(catalogApi.endpoints.getNewArrivals.initiate(undefined, once));
  void dispatch(catalogApi.endpoints.getTopSellers.initiate(undefined, once));
  void dispatch(catalogApi.endpoints.getWebsiteReviews.initiate(undefined, once));
}

/**
 * A collection's first page, with the same argument CollectionView's hook passes (a different one
 * would be another cache entry, fetched again in the browser).
 */
export function prefetchCollection(type: ProductType) {
  return ({ dispatch, url }: PrefetchContext): void => {
    const filters = collectionFiltersFromSearch(type, url.searchParams);
    void dispatch(catalogApi.endpoints.getProductsByType.initiate({ type, filters }, once));
  };
}

/**
 * The product and its first page of reviews; 'not-found' for a 404. Its recommendations come when
 * the shopper scrolls near them (components/deferred-recommendations.tsx).
 */
export async function prefetchProduct({ dispatch, params }: PrefetchContext): Promise<PageOutcome> {
  const id = params.id ?? '';
  void dispatch(catalogApi.endpoints.getProductReviews.initiate(id, once));
  const { data } = await dispatch(catalogApi.endpoints.getProduct.initiate(id, once));
  return data && mainImageOf(data) ? 'found' : 'not-found';
}
