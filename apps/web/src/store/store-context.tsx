import { createContext, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { Store } from './store';

const StoreContext = createContext<Store<unknown> | null>(null);

/** Makes `store` the one the hooks below read (react-redux's `Provider`). */
export function StoreProvider<S>({ store, children }: { store: Store<S>; children: ReactNode }) {
  return <StoreContext.Provider value={store as Store<unknown>}>{children}</StoreContext.Provider>;
}

export function useStore<S>(): Store<S> {
  const store = useContext(StoreContext);
  if (!store) throw new Error('No store: render inside <StoreProvider>');
  return store as Store<S>;
}

/**
 * The part of the state `selector` picks, rendered again only when that part changes. The last pick
 * is kept per state, so a selector that builds a new object still gives React the same snapshot
 * until the state changes (what `useSyncExternalStore` requires).
 */
export function useStoreSelector<S, T>(selector: (state: S) => T): T {
  const store = useStore<S>();
  const last = useRef<{ state: S; selector: (state: S) => T; value: T } | null>(null);
  const snapshot = () => {
    const state = store.getState();
    const kept = last.current;
    if (kept && kept.state === state && kept.selector === selector) return kept.value;
    const value = selector(state);
    last.current = { state, selector, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
