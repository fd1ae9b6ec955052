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

interface HistoryState {
  key?: string;
  usr?: unknown;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function browserLocation(): AppLocation {
  const state = (window.history.state ?? {}) as HistoryState;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
}

/**
 * The browser's router: the History API, with each move drawn as a transition once the next page's
 * code is there, so the page on screen stays until the next one can be drawn whole.
 */
export function BrowserRouter({ routes }: { routes: readonly RouteDef[] }) {
  const [location, setLocation] = useState(browserLocation);
  const current = useRef(location);
  current.current = location;

  useEffect(() => {
    const onPop = () => {
      navigationStarts();
      const next = browserLocation();
      const move = () => startTransition(() => setLocation(browserLocation()));
      const loading = loadPagesFor(routes, next.pathname);
      if (loading) void loading.then(move);
      else move();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [routes]);

  const navigate = useCallback(
    async (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      navigationStarts();
      const target = resolveTo(to, current.current.pathname);
      const loading = loadPagesFor(routes, parsePath(target).pathname);
      if (loading) await loading;
      const state: HistoryState = { key: newKey(), usr: options.state };
      if (options.replace) window.history.replaceState(state, '', target);
      else window.history.pushState(state, '', target);
      startTransition(() => setLocation(browserLocation()));
    },
    [routes],
  );

  const navigator = useMemo<Navigator>(() => ({ location, navigate }), [location, navigate]);
  return (
    <NavigatorContext.Provider value={navigator}>
      <RouteTree routes={routes} />
    </NavigatorContext.Provider>
  );
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
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map<AppLocation>((entry, index) => ({
      ...parsePath(entry),
      state: null,
      key: index === 0 ? 'default' : newKey(),
    })),
    index: initialIndex,
  }));
  const location = history.entries[history.index] as AppLocation;
  const current = useRef(location);
  current.current = location;
  const historyRef = useRef(history);
  historyRef.current = history;

  const navigate = useCallback(
    async (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        const h = historyRef.current;
        const index = Math.min(h.entries.length - 1, Math.max(0, h.index + to));
        const loading = loadPagesFor(routes, (h.entries[index] as AppLocation).pathname);
        if (loading) await loading;
        startTransition(() => setHistory((latest) => ({ ...latest, index })));
        return;
      }
      const target = resolveTo(to, current.current.pathname);
      const loading = loadPagesFor(routes, parsePath(target).pathname);
      if (loading) await loading;
      const next: AppLocation = {
        ...parsePath(target),
        state: options.state ?? null,
        key: newKey(),
      };
      startTransition(() =>
        setHistory((h) =>
          options.replace
            ? { entries: h.entries.map((e, i) => (i === h.index ? next : e)), index: h.index }
            : { entries: [...h.entries.slice(0, h.index + 1), next], index: h.index + 1 },
        ),
      );
    },
    [routes],
  );

  const navigator = useMemo<Navigator>(() => ({ location, navigate }), [location, navigate]);
  handle.current = navigator;
  return (
    <NavigatorContext.Provider value={navigator}>
      <RouteTree routes={routes} />
    </NavigatorContext.Provider>
  );
}
