import type { ReactElement } from 'react';
import type { RootState } from '../../../app/store';
import { renderPage } from '../../../test/render';

/** Renders `page` at `path` under a toaster, with stand-ins for the home page and any other page. */
export function renderAuthPage(page: ReactElement, path: string, state?: Partial<RootState>) {
  return renderPage(page, path, { state, stubs: { '/': 'Home page', '*': 'Other page' } });
}
