import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { api, ApiTransport } from './api';

/**
 * The shape of the whole store, declared below the features so that they can type their hooks and
 * selectors without importing the app shell. Each slice adds its own key from its own file:
 *
 *   declare module '../../store/root-state' {
 *     interface RootState { cart: CartState }
 *   }
 *
 * and `app/store.ts`, which composes the reducers, checks that they match this shape exactly.
 */
export interface RootState {
  api: ReturnType<typeof api.reducer>;
}

/** The store's `dispatch`: plain actions and thunks (RTK Query's included). */
export type AppDispatch = ThunkDispatch<RootState, ApiTransport, UnknownAction>;
