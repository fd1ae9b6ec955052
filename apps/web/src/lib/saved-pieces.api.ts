import type { SavedPiecesResponse } from '@artshop/shared';
import { api } from '../store/api';

/**
 * Saved pieces (decision 0122): the customer's list, read by the hearts of cards and product pages
 * and by My Account > Saved, so it lives below both features.
 */
export const savedPiecesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSavedPieces: build.query<SavedPiecesResponse, void>({
      query: () => '/user/saved',
      providesTags: ['Saved'],
    }),
    savePiece: build.mutation<unknown, string>({
      query: (productId) => ({
        url: `/user/saved/${encodeURIComponent(productId)}`,
        method: 'POST',
      }),
      invalidatesTags: ['Saved'],
    }),
    unsavePiece: build.mutation<unknown, string>({
      query: (productId) => ({
        url: `/user/saved/${encodeURIComponent(productId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Saved'],
    }),
  }),
});

export const { useGetSavedPiecesQuery, useSavePieceMutation, useUnsavePieceMutation } =
  savedPiecesApi;
