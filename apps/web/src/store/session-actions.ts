import { createAction } from './store';

/**
 * The end of a session. It lives here, not in a feature, because several slices (auth, cart) reset
 * on it and feature folders never import each other. The auth API's `logout` mutation dispatches
 * it as the sign-out request starts.
 */
export const logout = createAction('auth/logout');
