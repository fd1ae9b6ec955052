import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { makeStore, type RootState } from '../app/store';

interface Options {
  /** The history to start with; the last entry is the current page. */
  entries?: string[];
  state?: Partial<RootState>;
  /** Full route objects; by default `ui` is shown on every path. */
  routes?: RouteObject[];
}

/** Renders with a fresh store and an in-memory router, returning both for assertions. */
export function renderWithApp(
  ui: ReactElement | null,
  { entries = ['/'], state, routes }: Options = {},
) {
  const store = makeStore(state);
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router };
}

interface PageOptions {
  /** The history before the page itself (e.g. ['/'] so Back has somewhere to go). */
  before?: string[];
  state?: Partial<RootState>;
  /** Stand-in pages by path, each a paragraph with the given text, e.g. { '/': 'Home page' }. */
  stubs?: Record<string, string>;
}

/** Renders one page at `path` under a toaster, with stand-in pages where it may navigate. */
export function renderPage(page: ReactElement, path: string, options: PageOptions = {}) {
  const { before = [], state, stubs = {} } = options;
  return renderWithApp(null, {
    entries: [...before, path],
    state,
    routes: [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path, element: page },
          ...Object.entries(stubs).map(([stubPath, text]) => ({
            path: stubPath,
            element: <p>{text}</p>,
          })),
        ],
      },
    ],
  });
}
