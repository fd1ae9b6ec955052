import type {
  CommissionAdminStage,
  CommissionPhoto,
  CustomArt,
  CustomArtResponse,
  CustomArtStatus,
} from '@artshop/shared';
import { api } from '../../../store/api';

export interface CustomArtStatusChange {
  id: string;
  status: CustomArtStatus;
}

/** One request's progress photos in the cache. */
const photosTag = (id: string) => ({ type: 'CustomArt' as const, id: `photos-${id}` });

/** Puts the server's answer for one request into the loaded list, without reloading it. */
const replaceInList = (updated: CustomArt) =>
  adminCustomArtApi.util.updateQueryData('getAdminCustomArt', undefined, (list) => {
    const index = list.findIndex((request) => request.id === updated.id);
    if (index >= 0) list[index] = updated;
  });

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
        if (updated) dispatch(replaceInList(updated));
      },
    }),
    // A commission's stage and progress photos (decision 0053).
    setCustomArtStage: build.mutation<CustomArt, { id: string; stage: CommissionAdminStage }>({
      query: ({ id, stage }) => ({
        url: `/admin/customArt/${encodeURIComponent(id)}/stage`,
        method: 'PUT',
        body: { stage },
      }),
      transformResponse: (body: CustomArtResponse) => body.customArt,
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data: updated } = await queryFulfilled.catch(() => ({ data: null }));
        if (updated) dispatch(replaceInList(updated));
      },
    }),
    getCustomArtPhotos: build.query<CommissionPhoto[], string>({
      query: (id) => `/admin/customArt/${encodeURIComponent(id)}/photos`,
      transformResponse: (body: { photos: CommissionPhoto[] }) => body.photos,
      providesTags: (_result, _error, id) => [photosTag(id)],
    }),
    addCustomArtPhoto: build.mutation<CommissionPhoto, { id: string; form: FormData }>({
      query: ({ id, form }) => ({
        url: `/admin/customArt/${encodeURIComponent(id)}/photos`,
        method: 'POST',
        body: form,
      }),
      transformResponse: (body: { photo: CommissionPhoto }) => body.photo,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [photosTag(id)]),
    }),
    deleteCustomArtPhoto: build.mutation<void, { id: string; photoId: string }>({
      query: ({ id, photoId }) => ({
        url: `/admin/customArt/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [photosTag(id)]),
    }),
  }),
});

export const {
  useGetAdminCustomArtQuery,
  useUpdateCustomArtStatusMutation,
  useSetCustomArtStageMutation,
  useGetCustomArtPhotosQuery,
  useAddCustomArtPhotoMutation,
  useDeleteCustomArtPhotoMutation,
} = adminCustomArtApi;
