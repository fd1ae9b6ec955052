import type { ReactNode } from 'react';

/**
 * The app's route table and how a URL path picks its routes: pure data and functions, shared by the
 * browser, the server renderer and the tests. Paths are React Router's: relative to the parent,
 * `:name` for a segment, `*` for the rest; `index` for the parent's own path. The most specific
 * match wins, as in React Router.
 */

/** How a page's module is loaded, and what the server needs to know of it (store/page-data.ts). */
export interface PageRef {
  /** The page's source file as the build's manifest names it (`src/features/...`). */
  module: string;
  /** The export that draws the page. */
  name: string;
  load: () => Promise<Record<string, unknown>>;
  /** Pages the browser alone draws (one signed-in person's, one-time tokens). */
  clientOnly: boolean;
}

export interface RouteDef {
  path?: string;
  index?: boolean;
  /** A component drawn in place (layouts and small pages that are in the main chunk). */
  element?: ReactNode;
  /** A page whose code loads when it is first shown. */
  page?: PageRef;
  /** An old address: the server answers 302 to this path, the browser replaces the URL. */
  redirectTo?: string;
  children?: RouteDef[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface RouteMatch {
  route: RouteDef;
  params: Params;
}

const join = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/+$/, '')}/${path}`;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The params of `pattern` if it matches all of `pathname`, else undefined. */
function matchPattern(pattern: string, pathname: string): Params | undefined {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] as string;
    if (segment === '*') {
      params['*'] = have.slice(i).join('/');
      return params;
    }
    const value = have[i];
    if (value === undefined) return undefined;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment !== value) return undefined;
  }
  return want.length === have.length ? params : undefined;
}

/** Every chain of routes (outermost layout first) that draws all of `pathname`, in table order. */
function allMatches(routes: readonly RouteDef[], pathname: string, base: string): RouteMatch[][] {
  const found: RouteMatch[][] = [];
  for (const route of routes) {
    const full = route.index ? base : join(base, route.path ?? '');
    if (route.children) {
      const params = route.path?.includes(':') ? (matchPattern(full, pathname) ?? {}) : {};
      for (const rest of allMatches(route.children, pathname, full)) {
        found.push([{ route, params: { ...params, ...rest.at(-1)?.params } }, ...rest]);
      }
      continue;
    }
    const params = matchPattern(full, pathname);
    if (params) found.push([{ route, params }]);
  }
  return found;
}

/** React Router's ranking: a static segment beats a `:param`, which beats `*`. */
function scoreOf(chain: RouteMatch[]): number {
  let score = 0;
  let base = '/';
  for (const { route } of chain) {
    if (route.index) score += 2;
    else base = join(base, route.path ?? '');
  }
  for (const segment of segmentsOf(base)) {
    score += segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10;
  }
  return score;
}

/**
 * The chain of routes (outermost layout first) that draws `pathname`, or undefined: the most
 * specific match, and the first in table order among equals.
 */
export function matchRoutes(
  routes: readonly RouteDef[],
  pathname: string,
): RouteMatch[] | undefined {
  let best: RouteMatch[] | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const chain of allMatches(routes, pathname, '/')) {
    const score = scoreOf(chain);
    if (score > bestScore) {
      best = chain;
      bestScore = score;
    }
  }
  return best;
}
