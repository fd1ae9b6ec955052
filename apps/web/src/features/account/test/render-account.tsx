import type { RootState } from '../../../app/store';
import { renderPage } from '../../../test/render';
import { MyAccountPage } from '../pages/my-account-page';

/** Renders /my-account (after a home page in the history) under a toaster, with stand-in pages. */
export function renderAccount(state?: Partial<RootState>) {
  return renderPage(<MyAccountPage />, '/my-account', {
    before: ['/'],
    state,
    stubs: { '/signin': 'Sign in page', '/': 'Home page' },
  });
}
