import { createContext, useContext } from 'react';

/**
 * The location the app is drawn for and how it moves, given by the router in use (browser, server or
 * test memory). `state` and `key` are React Router's: state passed to navigate, and 'default' for the
 * first page of a visit (so 'Back' can tell there is nowhere to go back to).
 */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Navigator {
  location: AppLocation;
  /** Moves to `to` once its page's code is loaded, so the current page stays until then. */
  navigate: (to: string | number, options?: NavigateOptions) => Promise<void>;
}

export const NavigatorContext = createContext<Navigator | null>(null);

export function useNavigator(): Navigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('No router above this component');
  return navigator;
}

/** Splits `/a/b?x=1#h` into its parts. */
export function parsePath(to: string): Pick<AppLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** `to` resolved against the current location, as a browser resolves a link's href. */
export function resolveTo(to: string, from: Pick<AppLocation, 'pathname' | 'search'>): string {
  if (to.startsWith('/')) return to;
  // `#part` and `?query` stay on this page, as in a browser (docs/decisions/0067).
  if (to.startsWith('#')) return `${from.pathname}${from.search}${to}`;
  const { pathname } = from;
  if (to.startsWith('?')) return `${pathname}${to}`;
  const url = new URL(to, `http://x${pathname.endsWith('/') ? pathname : `${pathname}/`}`);
  return `${url.pathname}${url.search}${url.hash}`;
}
