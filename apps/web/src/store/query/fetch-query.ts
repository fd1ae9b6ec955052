import type { ApiError, BaseQueryResult, QueryArgs } from './types';

export interface FetchQueryOptions {
  baseUrl: string;
  /** fetch itself when not given (looked up at each call, so a test's stand-in is used). */
  fetchFn?: typeof fetch;
}

const isJsonBody = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype || 'toJSON' in body);

/**
 * One call to the API as RTK Query's `fetchBaseQuery` made it: the path joined to the base, the
 * defined params as the query string, a plain object sent as JSON, credentials sent unless the call
 * says otherwise, the body read as JSON (an empty one as null), and a status outside 2xx returned as
 * `{ status, data }` with the server's body — what src/lib/api-error.ts reads.
 */
export async function fetchQuery(
  args: QueryArgs,
  { baseUrl, fetchFn }: FetchQueryOptions,
): Promise<BaseQueryResult> {
  const {
    url,
    params,
    body,
    headers,
    method = 'GET',
    credentials = 'include',
    cache,
  } = typeof args === 'string' ? { url: args } : args;
  let address = `${baseUrl.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) search.append(name, String(value));
  }
  // Not `search.size`: browsers before Safari 17 and Chrome 113 have none, and would send no query.
  const query = search.toString();
  if (query) address += `${address.includes('?') ? '&' : '?'}${query}`;

  const sent = new Headers(headers);
  if (!sent.has('accept')) sent.set('accept', 'application/json');
  const json = isJsonBody(body);
  if (json && !sent.has('content-type')) sent.set('content-type', 'application/json');
  const request = new Request(address, {
    method,
    headers: sent,
    credentials,
    ...(cache && { cache }),
    ...(body !== undefined && { body: json ? JSON.stringify(body) : (body as BodyInit) }),
  });

  let response: Response;
  try {
    response = await (fetchFn ? fetchFn(request) : fetch(request));
  } catch (failure) {
    return { error: { status: 'FETCH_ERROR', error: String(failure) }, meta: { request } };
  }
  const meta = { request, response };
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch (failure) {
    const error: ApiError = {
      status: 'PARSING_ERROR',
      originalStatus: response.status,
      data: text,
      error: String(failure),
    };
    return { error, meta };
  }
  return response.status >= 200 && response.status < 300
    ? { data, meta }
    : { error: { status: response.status, data }, meta };
}
