import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

type Reply = { status?: number; body?: unknown };

/**
 * One stubbed endpoint: a canned reply, or a function of the request (a copy: read its body freely)
 * for answers that depend on it. The function may return a `Response` (a non-JSON body, or a promise
 * the test resolves later) or throw for a network failure.
 */
export type ApiRoute = Reply | ((request: Request) => Reply | Response | Promise<Reply | Response>);

/** Stubbed endpoints keyed 'METHOD /api/path?query' or 'METHOD /api/path' (any query). */
export type ApiRoutes = Record<string, ApiRoute>;

const toRequest = (input: RequestInfo | URL, init?: RequestInit): Request =>
  input instanceof Request ? input : new Request(String(input), init);

/** Answers `fetch` from a table of routes; anything else is a 404, so gaps show. */
export function stubApi(routes: ApiRoutes) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = toRequest(input, init);
    const url = new URL(request.url);
    const route =
      routes[`${request.method} ${url.pathname}${url.search}`] ??
      routes[`${request.method} ${url.pathname}`];
    if (!route) return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    const reply = typeof route === 'function' ? await route(request.clone()) : route;
    if (reply instanceof Response) return reply;
    const status = reply.status ?? 200;
    return status === 204 ? new Response(null, { status }) : jsonResponse(status, reply.body);
  });
}

type FetchStub = ReturnType<typeof stubApi>;

/** The requests a stubbed fetch received, in order. */
export const sentRequests = (fetchMock: FetchStub): Request[] =>
  fetchMock.mock.calls.map(([input, init]) => toRequest(input, init));

/** The JSON body of the n-th call of a stubbed fetch. */
export async function sentBody(fetchMock: FetchStub, call = 0): Promise<unknown> {
  const [input, init] = fetchMock.mock.calls[call] ?? [];
  return toRequest(input ?? '', init).json();
}

/**
 * The JSON body of the first call to one endpoint, 'METHOD /api/path', whatever else the page
 * asked for around it (a page may load lists of its own, such as the account menu's offers).
 */
export async function bodySentTo(fetchMock: FetchStub, route: string): Promise<unknown> {
  const request = sentRequests(fetchMock).find(
    (sent) => `${sent.method} ${new URL(sent.url).pathname}` === route,
  );
  if (!request) throw new Error(`Nothing was sent to ${route}`);
  return request.json();
}

/** Multipart bodies as the page built them, by the Request that carries them (test/setup.ts). */
export const formBodies = new WeakMap<Request, FormData>();

/** The form a page sent, files included, as the page built it. */
export function sentFormData(request: Request): FormData {
  const form = formBodies.get(request);
  if (!form) throw new Error(`${request.method} ${request.url} carried no multipart form`);
  return form;
}
