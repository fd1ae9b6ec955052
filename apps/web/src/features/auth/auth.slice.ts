import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

const signedOut = (state: AuthState) => {
  state.isLoggedIn = false;
  state.user = null;
  state.status = 'ready';
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Merges the given fields into the user (the spec's login action) and marks the session live. */
    login(state, action: PayloadAction<Partial<AuthUser>>) {
      state.user = { ...(state.user ?? ({} as AuthUser)), ...action.payload };
      state.isLoggedIn = true;
      state.status = 'ready';
    },
    setUser(state, action: PayloadAction<AuthUser | null>) {
      state.user = action.payload;
      state.isLoggedIn = action.payload !== null;
      state.status = 'ready';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(logout, signedOut)
      .addMatcher(authApi.endpoints.me.matchPending, (state) => {
        if (state.status === 'idle') state.status = 'loading';
      })
      .addMatcher(authApi.endpoints.me.matchFulfilled, (state, action) => {
        state.user = action.payload;
        state.isLoggedIn = true;
        state.status = 'ready';
      })
      // A 401 (no session) or any failure clears the login; no message, a visitor is not an error.
      .addMatcher(authApi.endpoints.me.matchRejected, (state, action) => {
        // A cancelled duplicate request says nothing about the session.
        if (action.meta.condition) return;
        signedOut(state);
      });
  },
});

export const { login, setUser } = authSlice.actions;

// The store's state has this slice under 'auth' (app/store.ts composes it; see src/store/README.md).
declare module '../../store/root-state' {
  interface RootState {
    auth: AuthState;
  }
}
