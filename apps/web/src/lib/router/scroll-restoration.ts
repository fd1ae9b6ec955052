import { useCallback, useLayoutEffect, useRef } from 'react';
import type { AppLocation } from './location';

/**
 * A location the router draws and how it got there: 'push' (a link or navigate, replacing or
 * not), 'pop' (Back or Forward) or 'start' (the page the visit opened on).
 */
export interface Move {
  location: AppLocation;
  kind: 'start' | 'push' | 'pop';
}

interface Position {
  x: number;
  y: number;
}

/** The element a `#hash` names, if the page has one. */
function targetOf(hash: string): Element | null {
  try {
    return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null; // A malformed escape names nothing.
  }
}

/**
 * Scrolls as a browser does on page loads, the same for every history source
 * (docs/decisions/0067): a new page starts at the top, a `#hash` brings its element into view
 * (without a new page when only the hash changed), and Back or Forward return to where the visitor
 * was on that entry. It runs once the move's page is drawn (a move is a transition that waits for
 * the page's code), never before, or the position would be clamped to the page being left. A
 * move to the same path with another query (a filter, a tab) keeps the position.
 *
 * Answers `remember`, which the router calls just before each move: it keeps the position of the
 * entry being left, by the entry's key.
 */
export function useScrollRestoration(move: Move): () => void {
  const positions = useRef(new Map<string, Position>());
  const drawn = useRef(move.location);

  const remember = useCallback(() => {
    positions.current.set(drawn.current.key, { x: window.scrollX, y: window.scrollY });
  }, []);

  useLayoutEffect(() => {
    const { location, kind } = move;
    const left = drawn.current;
    drawn.current = location;
    // The first page is the browser's: it scrolls a reload or a `#hash` in the address itself.
    if (kind === 'start') return;
    const saved = kind === 'pop' ? positions.current.get(location.key) : undefined;
    const target = location.hash ? targetOf(location.hash) : null;
    if (saved) window.scrollTo(saved.x, saved.y);
    // jsdom has no scrollIntoView; every browser does.
    else if (target) target.scrollIntoView?.();
    else if (location.pathname !== left.pathname) window.scrollTo(0, 0);
  }, [move]);

  return remember;
}

/**
 * Turns the browser's own scroll restoration off while the app runs: it would jump as Back is
 * pressed, before the page it returns to is drawn. It is turned on again as the page is left
 * (pagehide), so a reload or a return from another site finds its place as on any site.
 * Answers the function that gives it back.
 */
export function takeOverScrollRestoration(): () => void {
  const { history } = window;
  const take = () => {
    history.scrollRestoration = 'manual';
  };
  const giveBack = () => {
    history.scrollRestoration = 'auto';
  };
  take();
  window.addEventListener('pagehide', giveBack);
  window.addEventListener('pageshow', take);
  return () => {
    window.removeEventListener('pagehide', giveBack);
    window.removeEventListener('pageshow', take);
    giveBack();
  };
}
