import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { makeStore, type RootState } from '../../../app/store';

type Reply = { status?: number; body: unknown };
/** Answers for `fetch`, keyed by 'METHOD /api/path?query' or 'METHOD /api/path' (query ignored). */
export type FetchRoutes = Record<string, Reply | ((request: Request) => Reply)>;

/** Replaces fetch with a table of canned answers; unknown calls answer 404 so gaps show up in tests. */
export function mockFetch(routes: FetchRoutes) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const withQuery = `${request.method} ${url.pathname}${url.search}`;
    const withoutQuery = `${request.method} ${url.pathname}`;
    const route = routes[withQuery] ?? routes[withoutQuery];
    const reply = typeof route === 'function' ? route(request) : route;
    const { status = 200, body } = reply ?? { status: 404, body: { message: 'Not found' } };
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

interface RenderOptions {
  path?: string;
  route?: string;
  loggedIn?: boolean;
}

/** Renders a page with the real store and a memory router at `route`. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', route = '/', loggedIn = false }: RenderOptions = {},
) {
  const preloaded: Partial<RootState> | undefined = loggedIn
    ? ({ auth: { isLoggedIn: true, user: null, status: 'ready' } } as Partial<RootState>)
    : undefined;
  const store = makeStore(preloaded);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="/signin" element={<p>Sign in page</p>} />
          <Route path="/account/cart" element={<p>Cart page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { store, ...result };
}
