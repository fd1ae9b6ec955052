import { useStore, useStoreSelector } from './store-context';
import type { AppDispatch, RootState } from './root-state';

export const useAppDispatch = (): AppDispatch => useStore<RootState>().dispatch;
export const useAppSelector = <T>(selector: (state: RootState) => T): T =>
  useStoreSelector(selector);
/** The store itself, for reading the latest state inside a callback without rendering on it. */
export const useAppStore = () => useStore<RootState>();
