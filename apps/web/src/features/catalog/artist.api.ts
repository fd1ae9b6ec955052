import type { ArtistPageResponse } from '@artshop/shared';
import { api } from '../../store/api';

/** An artist's page (decision 0108): the profile and the works. Loaded with that page alone. */
export const artistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArtist: build.query<ArtistPageResponse, string>({
      query: (slug) => `/artists/${encodeURIComponent(slug)}`,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useGetArtistQuery } = artistApi;
