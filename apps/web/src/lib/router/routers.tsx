import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  NavigatorContext,
  parsePath,
  resolveTo,
  type AppLocation,
  type NavigateOptions,
  type Navigator,
} from './location';
import { navigationStarts } from './navigation-events';
import { loadPagesFor, RouteTree } from './route-tree';
import type { RouteDef } from './route-table';
import { takeOverScrollRestoration, useScrollRestoration, type Move } from './scroll-restoration';

interface HistoryState {
  key?: string;
  usr?: unknown;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * Where a router keeps its locations: the browser's History API, or a list in memory for tests.
 * `go` moves back or forward and tells the listeners, as the browser's `popstate` does; `push`
 * does not (the router that called it already knows).
 */
interface AppHistory {
  location(): AppLocation;
  push(path: string, state: unknown, replace: boolean): void;
  go(delta: number): void;
  listen(onMove: () => void): () => void;
}

function browserHistory(): AppHistory {
  // Every entry carries its key, so a scroll position kept for one (docs/decisions/0067) is never
  // read for another: the first entry is named 'default' now, and an entry the browser made itself
  // (a plain `#main` link) gets a key of its own when it is reached.
  const stamp = (key: string) => {
    if (!(window.history.state as HistoryState | null)?.key) {
      window.history.replaceState({ key, usr: null } satisfies HistoryState, '');
    }
  };
  stamp('default');
  return {
    location() {
      const state = (window.history.state ?? {}) as HistoryState;
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
    },
    push(path, usr, replace) {
      const state: HistoryState = { key: newKey(), usr };
      if (replace) window.history.replaceState(state, '', path);
      else window.history.pushState(state, '', path);
    },
    go: (delta) => window.history.go(delta),
    listen(onMove) {
      const onPop = () => {
        stamp(newKey());
        onMove();
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

function memoryHistory(initialEntries: readonly string[], initialIndex: number): AppHistory {
  let entries = initialEntries.map<AppLocation>((entry, index) => ({
    ...parsePath(entry),
    state: null,
    key: index === 0 ? 'default' : newKey(),
  }));
  let index = initialIndex;
  const listeners = new Set<() => void>();
  return {
    location: () => entries[index] as AppLocation,
    push(path, state, replace) {
      const next: AppLocation = { ...parsePath(path), state: state ?? null, key: newKey() };
      if (replace) entries = entries.map((entry, i) => (i === index ? next : entry));
      else {
        entries = [...entries.slice(0, index + 1), next];
        index += 1;
      }
    },
    go(delta) {
      index = Math.min(entries.length - 1, Math.max(0, index + delta));
      for (const listener of listeners) listener();
    },
    listen(onMove) {
      listeners.add(onMove);
      return () => listeners.delete(onMove);
    },
  };
}

/**
 * A router over a history: each move is drawn as a transition once the next page's code is there,
 * so the page on screen stays until the next one can be drawn whole.
 */
function HistoryRouter({
  routes,
  history,
  handle,
}: {
  routes: readonly RouteDef[];
  history: AppHistory;
  handle?: { current: Navigator | null };
}) {
  const [move, setMove] = useState<Move>(() => ({ location: history.location(), kind: 'start' }));
  const { location } = move;
  const current = useRef(location);
  current.current = location;
  const rememberScroll = useScrollRestoration(move);

  useEffect(
    () =>
      history.listen(() => {
        navigationStarts();
        const draw = () => {
          rememberScroll();
          startTransition(() => setMove({ location: history.location(), kind: 'pop' }));
        };
        const loading = loadPagesFor(routes, history.location().pathname);
        if (loading) void loading.then(draw);
        else draw();
      }),
    [routes, history, rememberScroll],
  );

  const navigate = useCallback(
    async (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      navigationStarts();
      const target = resolveTo(to, current.current);
      const loading = loadPagesFor(routes, parsePath(target).pathname);
      if (loading) await loading;
      rememberScroll();
      history.push(target, options.state, options.replace ?? false);
      startTransition(() => setMove({ location: history.location(), kind: 'push' }));
    },
    [routes, history, rememberScroll],
  );

  const navigator = useMemo<Navigator>(() => ({ location, navigate }), [location, navigate]);
  if (handle) handle.current = navigator;
  return (
    <NavigatorContext.Provider value={navigator}>
      <RouteTree routes={routes} />
    </NavigatorContext.Provider>
  );
}

/** The browser's router: the History API. */
export function BrowserRouter({ routes }: { routes: readonly RouteDef[] }) {
  const [history] = useState(browserHistory);
  // Only here is the History API the router's: a test's memory router leaves the window alone.
  useEffect(() => takeOverScrollRestoration(), []);
  return <HistoryRouter routes={routes} history={history} />;
}

/** The server's router: one location, nothing moves. */
export function StaticRouter({ url, routes }: { url: string; routes: readonly RouteDef[] }) {
  const navigator = useMemo<Navigator>(
    () => ({
      location: { ...parsePath(url), state: null, key: 'default' },
      navigate: () => Promise.resolve(),
    }),
    [url],
  );
  return (
    <NavigatorContext.Provider value={navigator}>
      <RouteTree routes={routes} />
    </NavigatorContext.Provider>
  );
}

/** What a test reads of and does to its in-memory router (React Router's names). */
export interface MemoryRouterHandle {
  state: { location: AppLocation };
  navigate: (to: string | number, options?: NavigateOptions) => Promise<void>;
}

interface MemoryRouterProps {
  routes: readonly RouteDef[];
  initialEntries: string[];
  initialIndex: number;
  /** Filled on every render with the current location and the navigate function. */
  handle: { current: Navigator | null };
  children?: ReactNode;
}

/** Tests' router: a history kept in memory. */
export function MemoryRouter({ routes, initialEntries, initialIndex, handle }: MemoryRouterProps) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  return <HistoryRouter routes={routes} history={history} handle={handle} />;
}
