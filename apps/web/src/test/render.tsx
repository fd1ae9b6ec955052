import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  type MemoryRouterHandle,
  type Navigator,
  type RouteDef,
} from '../lib/router';
import { AppToaster } from '../app/app-toaster';
import { makeStore } from '../app/store';
import type { RootState } from '../store/root-state';
import { StoreProvider } from '../store/store-context';

/** The app's store, for tests of slices and endpoints that render nothing. */
export { makeStore };

export interface RenderOptions {
  /** The URL to open; '/' by default. */
  route?: string;
  /** The pages visited before `route`, oldest first (e.g. ['/'] so Back has somewhere to go). */
  history?: string[];
  /** The route pattern `ui` is shown on: '*' (every path) by default, '/p/:id' for a page with params. */
  path?: string;
  /** Stand-in pages by path, each a paragraph with the given text, e.g. { '/signin': 'Sign in page' }. */
  stubs?: Record<string, string>;
  /** A whole route table instead of `ui`, `path` and `stubs` (the app's `routes`, a layout's children). */
  routes?: RouteDef[];
  /** The store's state to start from, e.g. `loggedIn()` from ./fixtures. */
  preloadedState?: Partial<RootState>;
}

/**
 * Renders `ui` as the app does: a fresh store, an in-memory router and the app's toaster. Returns
 * Testing Library's result with the store and the router, for assertions on state and location.
 */
export function renderWithApp(ui: ReactElement | null, options: RenderOptions = {}) {
  const { route = '/', history = [], path = '*', stubs = {}, routes, preloadedState } = options;
  const store = makeStore(preloadedState);
  const table: readonly RouteDef[] = routes ?? [
    { path, element: ui },
    ...Object.entries(stubs).map(([stubPath, text]) => ({
      path: stubPath,
      element: <p>{text}</p>,
    })),
  ];
  const handle: { current: Navigator | null } = { current: null };
  const view = render(
    <StoreProvider store={store}>
      <MemoryRouter
        routes={table}
        initialEntries={[...history, route]}
        initialIndex={history.length}
        handle={handle}
      />
      <AppToaster />
    </StoreProvider>,
  );
  // React Router's names, which the tests use: `router.state.location` and `router.navigate`.
  const router: MemoryRouterHandle = {
    get state() {
      if (!handle.current) throw new Error('The router has not rendered');
      return { location: handle.current.location };
    },
    navigate: (to, options) => {
      if (!handle.current) throw new Error('The router has not rendered');
      return handle.current.navigate(to, options);
    },
  };
  return { ...view, store, router };
}
