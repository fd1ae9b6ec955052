import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
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
