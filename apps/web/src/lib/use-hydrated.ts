import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and in the render that hydrates its HTML, true from then on (and at once in a
 * page the browser draws itself). A control drawn by the server does nothing until its page is
 * hydrated, so it says so (disabled) instead of swallowing a tap.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
