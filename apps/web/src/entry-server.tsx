import { scriptSafeJson, type PageRenderRequest, type PageRenderResult } from '@artshop/shared';
import { prerender } from 'react-dom/static';
import { AppFrame } from './app/app-frame';
import type { PageData } from './app/page-data';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import {
  StructuredDataProvider,
  structuredDataTags,
  type StructuredDataSink,
} from './components/seo/structured-data';
import { siteConfigApi } from './features/site-config/site-config.api';
import { loadPagesFor, matchRoutes, StaticRouter } from './lib/router';
import { api } from './store/api';
import type { PageOutcome, Prefetch } from './store/page-data';

/**
 * The server renderer (decision 0061): the same route table and components as the browser, with the
 * page's data fetched first (each page module's `prefetch`), rendered by React's static renderer
 * (react-dom/static, the streaming renderer that waits for every Suspense boundary) and handed over
 * whole, so the server can cache the page and send its real status.
 */
// React hoists <title>, <meta> and <link> (and its own preloads) to the front of a rendering that is
// not a whole document; they belong in <head>.
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

function splitHoisted(html: string): { head: string; body: string } {
  const head: string[] = [];
  let rest = html;
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join(''), body: rest };
}

export async function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  const url = new URL(request.url, request.siteUrl);
  const chain = matchRoutes(routes, url.pathname) ?? [];
  const last = chain.at(-1)?.route;
  if (last?.redirectTo) return { kind: 'redirect', status: 302, location: last.redirectTo };
  const pages = chain.flatMap(({ route, params }) =>
    route.page ? [{ page: route.page, params }] : [],
  );
  if (pages.some(({ page }) => page.clientOnly)) return { kind: 'client-only' };

  const store = makeStore(undefined, { baseUrl: request.apiBaseUrl, fetchFn: request.fetch });
  await loadPagesFor(routes, url.pathname);
  const outcomes: (PageOutcome | void)[] = await Promise.all([
    store.dispatch(siteConfigApi.endpoints.siteConfig.initiate(undefined, { subscribe: false })),
    ...pages.map(async ({ page, params }) => {
      const { prefetch } = (await page.load()) as { prefetch?: Prefetch };
      return prefetch?.({ dispatch: store.dispatch, params, url });
    }),
  ]).then((results) => results.slice(1) as (PageOutcome | void)[]);
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const unmatched = !last || last.path === '*';
  const status = unmatched || outcomes.includes('not-found') ? 404 : 200;

  let failure: unknown;
  const structuredData: StructuredDataSink = new Map();
  // React's static renderer waits for every lazy part and writes each in place, with no streaming
  // scripts (which the Content-Security-Policy would refuse anyway) — right for a page that is stored.
  const { prelude } = await prerender(
    <StructuredDataProvider value={structuredData}>
      <AppFrame store={store} siteUrl={request.siteUrl}>
        <StaticRouter url={`${url.pathname}${url.search}`} routes={routes} />
      </AppFrame>
    </StructuredDataProvider>,
    {
      onError: (error) => void (failure ??= error),
      // Every Suspense boundary in place, however large (the deferred footer): by default React
      // moves a large one to the end of the page with a script to put it back, which the
      // Content-Security-Policy would refuse.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  // A component that threw is rendered by the browser instead; the server sends the bare shell.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  const { head, body } = splitHoisted(html);
  const pageData: PageData = { api: store.getState().api, siteUrl: request.siteUrl };
  // Clears the cache's removal timers, which would otherwise hold this store for a minute.
  store.dispatch(api.util.resetApiState());
  return {
    kind: 'page',
    status,
    head: head + structuredDataTags(structuredData),
    body,
    data: scriptSafeJson(pageData),
    modules: [...new Set(pages.map(({ page }) => page.module))],
  };
}
