import { api } from '../../app/api';
import type { UserResponse } from '@artshop/shared';
import type { AuthUser } from './auth.types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The session's user; 401 when there is no valid token cookie (a visitor, not an error). */
    me: build.query<AuthUser, void>({
      query: () => '/user/me',
      transformResponse: (response: UserResponse) => response.user,
      providesTags: ['User'],
    }),
  }),
});

export const { useMeQuery } = authApi;
