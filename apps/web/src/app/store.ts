import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth.slice';
import { cartSlice } from '../features/cart/cart.slice';
import { api } from './api';

const rootReducer = combineReducers({
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass a preloaded state to start from a given session or cart. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
