import { Toaster } from 'react-hot-toast';
import { Outlet } from 'react-router';
import type { RootState } from '../../../app/store';
import { renderWithApp } from '../../../test/render';
import { MyAccountPage } from '../pages/my-account-page';

/** Renders /my-account (after a home page in the history) under a toaster, with stand-in pages. */
export function renderAccount(state?: Partial<RootState>) {
  return renderWithApp(null, {
    entries: ['/', '/my-account'],
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
          { path: '/my-account', element: <MyAccountPage /> },
          { path: '/signin', element: <p>Sign in page</p> },
          { path: '/', element: <p>Home page</p> },
        ],
      },
    ],
  });
}
