import type { DemoRemovedResponse, FirstRunResponse } from '@artshop/shared';
import { api } from '../../../store/api';
import { productWriteTags } from '../products/admin-products.api';

const FIRST_RUN = 'FirstRun' as const;

/** The dashboard's first-run checklist and its 'Remove the demo catalogue' (decision 0086). */
export const firstRunApi = api
  .enhanceEndpoints({ addTagTypes: [FIRST_RUN, 'AdminStats'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getFirstRun: build.query<FirstRunResponse, void>({
        query: () => '/admin/first-run',
        providesTags: [FIRST_RUN],
      }),
      removeDemoCatalogue: build.mutation<DemoRemovedResponse, void>({
        query: () => ({ url: '/admin/demo-catalogue', method: 'DELETE' }),
        // The products, the website reviews and the order figures all change.
        invalidatesTags: (_result, error) =>
          error
            ? []
            : [
                FIRST_RUN,
                'AdminStats',
                ...productWriteTags(),
                { type: 'WebsiteReview' as const, id: 'LIST' },
              ],
      }),
    }),
  });

export const { useGetFirstRunQuery, useRemoveDemoCatalogueMutation } = firstRunApi;
