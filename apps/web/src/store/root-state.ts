import type { ApiState } from './query/types';
import type { Dispatch, Store } from './store';

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
  api: ApiState;
}

/** The store's `dispatch`: plain actions and thunks (the data layer's included). */
export type AppDispatch = Dispatch<RootState>;

export type AppStore = Store<RootState>;
