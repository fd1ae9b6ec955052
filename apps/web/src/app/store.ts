import { combineReducers, configureStore, type ReducersMapObject } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth.slice';
import { cartSlice } from '../features/cart/cart.slice';
import { api, type ApiTransport } from '../store/api';
import type { AppDispatch, RootState } from '../store/root-state';

export type { AppDispatch, RootState };

// `satisfies` keeps this list and `RootState` (which each slice extends in src/store/root-state.ts)
// in step: a missing, extra or differently typed slice fails the type check.
const rootReducer = combineReducers({
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
  [api.reducerPath]: api.reducer,
} satisfies ReducersMapObject<RootState>);

/**
 * A fresh store; tests pass a preloaded state to start from a given session or cart, and the server
 * renderer a transport that reaches the API in its own process (store/api.ts).
 */
export function makeStore(preloadedState?: Partial<RootState>, transport: ApiTransport = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: transport } }).concat(api.middleware),
  }) satisfies { dispatch: AppDispatch; getState: () => RootState };
}

export type AppStore = ReturnType<typeof makeStore>;
