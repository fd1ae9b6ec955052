import type { CustomArt, CustomArtResponse, CustomArtStatus } from '@artshop/shared';
import { api } from '../../../store/api';

export interface CustomArtStatusChange {
  id: string;
  status: CustomArtStatus;
}

/**
 * The admin custom art calls (spec section 7 'Custom art'). Spec section 4: after a successful
 * status change the loaded list is updated in place, without reloading it.
 */
export const adminCustomArtApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCustomArt: build.query<CustomArt[], void>({
      query: () => '/customArt',
      providesTags: [{ type: 'CustomArt', id: 'LIST' }],
    }),
    updateCustomArtStatus: build.mutation<CustomArt, CustomArtStatusChange>({
      query: ({ id, status }) => ({
        url: `/customArt/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { status },
      }),
      transformResponse: (body: CustomArtResponse) => body.customArt,
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data: updated } = await queryFulfilled.catch(() => ({ data: null }));
        if (!updated) return;
        dispatch(
          adminCustomArtApi.util.updateQueryData('getAdminCustomArt', undefined, (list) => {
            const index = list.findIndex((request) => request.id === updated.id);
            if (index >= 0) list[index] = updated;
          }),
        );
      },
    }),
  }),
});

export const { useGetAdminCustomArtQuery, useUpdateCustomArtStatusMutation } = adminCustomArtApi;
