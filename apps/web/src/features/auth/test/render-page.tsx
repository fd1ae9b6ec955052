import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { Outlet } from 'react-router';
import type { RootState } from '../../../app/store';
import { renderWithApp } from '../../../test/render';

/** Renders `page` at `path` under a toaster, with stand-ins for the home page and any other page. */
export function renderAuthPage(page: ReactElement, path: string, state?: Partial<RootState>) {
  return renderWithApp(null, {
    entries: [path],
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
          { path: '/', element: <p>Home page</p> },
          { path: '*', element: <p>Other page</p> },
        ],
      },
    ],
  });
}
