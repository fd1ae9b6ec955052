import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, loadPagesFor } from '../lib/router';
import { hydrateApi } from '../store/api';
import { AppFrame } from './app-frame';
import { readPageData } from './page-data';
import { routes } from './routes';
import { makeStore } from './store';

/**
 * The browser's app, started by src/entry-client.tsx. A page the server rendered is hydrated: the
 * store starts from the server's API answers and the page's code is loaded first, so the first render equals the HTML and nothing
 * is fetched twice. Personal pages come as the bare shell and are drawn from scratch.
 */
// No top-level await: page chunks import this chunk, so it must finish evaluating before they can.
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  const pageData = readPageData();
  const store = makeStore();
  if (pageData) store.dispatch(hydrateApi({ api: pageData.api }));
  await loadPagesFor(routes, window.location.pathname);

  const app = (
    <AppFrame store={store} siteUrl={pageData?.siteUrl ?? window.location.origin}>
      <BrowserRouter routes={routes} />
    </AppFrame>
  );

  if (pageData) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a scroll or tap is answered meanwhile, and React replays
    // a tap on a part not yet hydrated (decision 0135).
    startTransition(() => {
      hydrateRoot(root, app, {
        // Named so the browser suite can fail on it (e2e/fixtures.ts): HTML and first render differ.
        onRecoverableError: (error) => console.error('Hydration mismatch:', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

void start();
