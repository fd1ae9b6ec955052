import { useSyncExternalStore } from 'react';

/**
 * Whether the window is at least `px` wide. The orders list renders either the table or the phone
 * cards (not both hidden by CSS), so each order and its expansion exist once on the page.
 */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
