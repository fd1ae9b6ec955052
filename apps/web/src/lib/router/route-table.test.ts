import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteDef } from './route-table';

const page = (module: string) => ({
  module,
  name: 'Page',
  load: () => Promise.resolve({}),
  clientOnly: false,
});

const routes: RouteDef[] = [
  { path: '/admin', page: page('admin-sign-in') },
  { path: '/admin', page: page('admin-layout'), children: [{ path: 'dashboard' }] },
  {
    path: '/',
    children: [
      { index: true, page: page('home') },
      { path: 'productoverview/:id', page: page('product') },
      {
        path: 'careers',
        children: [
          { index: true, redirectTo: '/careers/about-us' },
          { path: 'faq', page: page('faq') },
        ],
      },
      { path: '*', page: page('not-found') },
    ],
  },
];

const modulesOf = (pathname: string) =>
  matchRoutes(routes, pathname)?.map(({ route }) => route.page?.module ?? route.path ?? 'index');

describe('matchRoutes', () => {
  it('picks the chain of layouts down to the page, with the params', () => {
    expect(modulesOf('/')).toEqual(['/', 'home']);
    const chain = matchRoutes(routes, '/productoverview/a%20b');
    expect(chain?.at(-1)?.params).toEqual({ id: 'a b' });
    expect(modulesOf('/careers/faq')).toEqual(['/', 'careers', 'faq']);
    expect(matchRoutes(routes, '/careers')?.at(-1)?.route.redirectTo).toBe('/careers/about-us');
  });

  it('prefers the most specific route, whatever the order: a path over a catch-all', () => {
    expect(modulesOf('/admin')).toEqual(['admin-sign-in']);
    expect(modulesOf('/admin/dashboard')).toEqual(['admin-layout', 'dashboard']);
    expect(modulesOf('/admin/nothing')).toEqual(['/', 'not-found']);
    expect(modulesOf('/productoverview/x/y')).toEqual(['/', 'not-found']);
    expect(modulesOf('/careers/nope')).toEqual(['/', 'not-found']);
  });

  it('refuses a param that is not valid percent-encoding instead of throwing', () => {
    expect(modulesOf('/productoverview/%E0%A4%A')).toEqual(['/', 'not-found']);
  });
});
