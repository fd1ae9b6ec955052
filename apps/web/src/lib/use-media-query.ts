import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the media query matches now, re-rendering when that changes. Lets a page render one
 * layout or the other (e.g. a table or phone cards) instead of hiding both with CSS. On the server,
 * and in the render that hydrates its HTML, it is `serverValue`; the browser's answer follows at once.
 */
export function useMediaQuery(query: string, serverValue = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** Calls `onMatch` whenever the media query starts matching (e.g. the window grows past 1024px). */
export function useOnMediaMatch(query: string, onMatch: () => void): void {
  useEffect(() => {
    const list = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) onMatch();
    };
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }, [query, onMatch]);
}
