import {
  searchParamsToSearch,
  SEARCH_PAGE_SIZE,
  type SearchParams,
  type SearchResponse,
} from '@artshop/shared';
import { api } from '../../store/api';

/**
 * The shop's search (decision 0107): one page per 'Load more', the server ranks, filters, counts
 * the facets and the total, so every page continues the last one. Its own module, loaded with the
 * search page alone.
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.infiniteQuery<SearchResponse, SearchParams, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => {
          const next = lastOffset + SEARCH_PAGE_SIZE;
          return next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => {
        const search = new URLSearchParams({
          ...searchParamsToSearch(queryArg),
          limit: String(SEARCH_PAGE_SIZE),
          offset: String(pageParam),
        });
        return `/search?${search}`;
      },
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useSearchInfiniteQuery } = searchApi;
