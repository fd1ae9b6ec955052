import {
  createContext,
  Suspense,
  use,
  useContext,
  useEffect,
  useMemo,
  type ReactNode,
} from 'react';
import { useNavigator } from './location';
import { matchRoutes, type PageRef, type Params, type RouteDef } from './route-table';

const OutletContext = createContext<ReactNode>(null);
const ParamsContext = createContext<Params>({});

// Page modules by source file: loaded once, then drawn without suspending (hydration needs the
// first render to be whole, and a navigation waits for the code before it moves).
const loaded = new Map<string, Record<string, unknown>>();
const loading = new Map<string, Promise<Record<string, unknown>>>();

/** Loads a page's module (once) so it can be drawn at once. */
export function loadPage(page: PageRef): Promise<Record<string, unknown>> {
  const known = loading.get(page.module);
  if (known) return known;
  const promise = page.load().then((module) => {
    loaded.set(page.module, module);
    return module;
  });
  loading.set(page.module, promise);
  return promise;
}

/**
 * Loads the pages that draw `pathname`, before hydrating or moving there; undefined when they are
 * all loaded already, so a move between loaded pages happens at once (no microtask in between).
 */
export function loadPagesFor(
  routes: readonly RouteDef[],
  pathname: string,
): Promise<void> | undefined {
  const chain = matchRoutes(routes, pathname) ?? [];
  const missing = chain.flatMap(({ route }) =>
    route.page && !loaded.has(route.page.module) ? [loadPage(route.page)] : [],
  );
  return missing.length === 0 ? undefined : Promise.all(missing).then(() => undefined);
}

function PageView({ page }: { page: PageRef }) {
  const module = loaded.get(page.module) ?? use(loadPage(page));
  const Component = module[page.name] as (() => ReactNode) | undefined;
  if (!Component) throw new Error(`${page.module} has no export ${page.name}`);
  return <Component />;
}

/** Where a layout draws the route inside it. */
export function Outlet() {
  return useContext(OutletContext);
}

/** The params of the matched route, e.g. `{ id }` for `productoverview/:id`. */
export function useParams(): Params {
  return useContext(ParamsContext);
}

/** Moves to `to` when drawn (an old address, a page that is not for this visitor). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const { navigate } = useNavigator();
  useEffect(() => {
    void navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

function elementOf(route: RouteDef): ReactNode {
  if (route.redirectTo) return <Navigate to={route.redirectTo} replace />;
  if (route.page) {
    // A loaded page is drawn in place: the server's HTML then holds it inline (no boundary for the
    // static renderer to stream), and hydration finds the same tree. Only a page reached before its
    // code (Back to an unvisited page) waits behind a blank of its size.
    if (loaded.has(route.page.module)) return <PageView page={route.page} />;
    return (
      <Suspense fallback={<div className="min-h-screen" />}>
        <PageView page={route.page} />
      </Suspense>
    );
  }
  return route.element ?? <Outlet />;
}

/** Draws the routes that match the current location, each layout around the next. */
export function RouteTree({ routes }: { routes: readonly RouteDef[] }) {
  const { location } = useNavigator();
  const chain = useMemo(() => matchRoutes(routes, location.pathname), [routes, location.pathname]);
  if (!chain) return null;
  let outlet: ReactNode = null;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const { route } = chain[i] as (typeof chain)[number];
    outlet = <OutletContext.Provider value={outlet}>{elementOf(route)}</OutletContext.Provider>;
  }
  return (
    <ParamsContext.Provider value={chain.at(-1)?.params ?? {}}>{outlet}</ParamsContext.Provider>
  );
}
