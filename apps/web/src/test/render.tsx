import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppToaster } from '../app/app-toaster';
import { makeStore } from '../app/store';
import type { RootState } from '../store/root-state';

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
  routes?: RouteObject[];
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
  const router = createMemoryRouter(
    routes ?? [
      { path, element: ui },
      ...Object.entries(stubs).map(([stubPath, text]) => ({
        path: stubPath,
        element: <p>{text}</p>,
      })),
    ],
    { initialEntries: [...history, route], initialIndex: history.length },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <AppToaster />
    </Provider>,
  );
  return { ...view, store, router };
}
