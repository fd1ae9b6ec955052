import { authReducer } from '../features/auth/auth.slice';
import { cartReducer } from '../features/cart/cart.slice';
import type { ApiTransport } from '../store/api';
import { apiReducer } from '../store/query/cache';
import type { AppDispatch, AppStore, RootState } from '../store/root-state';
import { createStore, type Reducers } from '../store/store';

export type { AppDispatch, AppStore, RootState };

// `satisfies` keeps this list and `RootState` (which each slice extends in src/store/root-state.ts)
// in step: a missing, extra or differently typed slice fails the type check.
const reducers = {
  auth: authReducer,
  cart: cartReducer,
  api: apiReducer,
} satisfies Reducers<RootState>;

/**
 * A fresh store; tests pass a preloaded state to start from a given session or cart, and the server
 * renderer a transport that reaches the API in its own process (store/api.ts).
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  transport: ApiTransport = {},
): AppStore {
  return createStore<RootState>(reducers, preloadedState, transport);
}
