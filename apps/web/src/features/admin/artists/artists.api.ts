import type { AdminArtist, ArtistInput } from '@artshop/shared';
import { api } from '../../../store/api';

const listTag = [{ type: 'Product' as const, id: 'ARTISTS' }];
// A profile's change shows on its page and in every product answer that links to it.
const changed = [...listTag, { type: 'Product' as const, id: 'LIST' }];

/** The back-office's artist profiles (decision 0108). */
export const adminArtistsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminArtists: build.query<AdminArtist[], void>({
      query: () => '/admin/artists',
      transformResponse: (body: { artists: AdminArtist[] }) => body.artists,
      providesTags: listTag,
    }),
    saveAdminArtist: build.mutation<AdminArtist, { id?: string; input: ArtistInput }>({
      query: ({ id, input }) =>
        id
          ? { url: `/admin/artists/${encodeURIComponent(id)}`, method: 'PUT', body: input }
          : { url: '/admin/artists', method: 'POST', body: input },
      transformResponse: (body: { artist: AdminArtist }) => body.artist,
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    setAdminArtistPhoto: build.mutation<AdminArtist, { id: string; photo: File }>({
      query: ({ id, photo }) => {
        const form = new FormData();
        form.append('photo', photo);
        return { url: `/admin/artists/${encodeURIComponent(id)}/photo`, method: 'PUT', body: form };
      },
      transformResponse: (body: { artist: AdminArtist }) => body.artist,
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
    deleteAdminArtist: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/artists/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : changed),
    }),
  }),
});

export const {
  useGetAdminArtistsQuery,
  useSaveAdminArtistMutation,
  useSetAdminArtistPhotoMutation,
  useDeleteAdminArtistMutation,
} = adminArtistsApi;
