import { createAction } from '@reduxjs/toolkit';

/**
 * The end of a session. It lives here, not in a feature, because several slices (auth, cart) reset
 * on it and feature folders never import each other.
 */
export const logout = createAction('auth/logout');
