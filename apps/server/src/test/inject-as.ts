import type { TestApp } from './build-test-app';

/**
 * One request with the session of `cookie` (null: signed out) and, when given, a JSON body; the
 * common call of the route tests that compare admin, customer and visitor.
 */
export function injectAs(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
