import { createAction, type Action } from '../../store/store';
import { logout } from '../../store/session-actions';
import { authApi } from './auth.api';
import type { AuthUser } from './auth.types';

export { logout };

export interface AuthState {
  isLoggedIn: boolean;
  user: AuthUser | null;
  /** 'loading' until the first session check answers, so guards can wait instead of redirecting. */
  status: 'idle' | 'loading' | 'ready';
}

const initialState: AuthState = { isLoggedIn: false, user: null, status: 'idle' };
const signedOut: AuthState = { isLoggedIn: false, user: null, status: 'ready' };

/** Merges the given fields into the user (the spec's login action) and marks the session live. */
export const login = createAction<Partial<AuthUser>>('auth/login');
export const setUser = createAction<AuthUser | null>('auth/setUser');

export function authReducer(state: AuthState = initialState, action: Action): AuthState {
  if (login.match(action)) {
    return {
      user: { ...(state.user ?? ({} as AuthUser)), ...action.payload },
      isLoggedIn: true,
      status: 'ready',
    };
  }
  if (setUser.match(action)) {
    return { user: action.payload, isLoggedIn: action.payload !== null, status: 'ready' };
  }
  if (logout.match(action)) return signedOut;
  if (authApi.endpoints.me.matchPending(action)) {
    return state.status === 'idle' ? { ...state, status: 'loading' } : state;
  }
  if (authApi.endpoints.me.matchFulfilled(action)) {
    return { user: action.payload, isLoggedIn: true, status: 'ready' };
  }
  // A 401 (no session) or any failure clears the login; no message, a visitor is not an error. (A
  // second check while one is running shares its request: no answer of its own to follow.)
  if (authApi.endpoints.me.matchRejected(action)) return signedOut;
  return state;
}

// The store's state has this slice under 'auth' (app/store.ts composes it; see src/store/README.md).
declare module '../../store/root-state' {
  interface RootState {
    auth: AuthState;
  }
}
