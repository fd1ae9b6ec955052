import { api } from '../../store/api';
import { logout } from '../../store/session-actions';
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
    /**
     * Ends the session: the store forgets the user and the cart as the request starts, and the
     * server ends the session and clears the cookie. A failure there changes nothing for the visitor.
     * The cart and orders are asked for again only once the server has ended the session: asked
     * before, they would still carry the old cookie and bring the customer's cart back.
     */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/signout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(logout());
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(api.util.invalidateTags(['Cart', 'Order']));
      },
    }),
  }),
});

export const { useMeQuery, useLogoutMutation } = authApi;
