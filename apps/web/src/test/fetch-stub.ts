import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

type Reply = { status?: number; body?: unknown };

/** Answers `fetch` from a table keyed 'METHOD /api/path'; anything else is a 404, so gaps show. */
export function stubApi(routes: Record<string, Reply>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const reply = routes[`${request.method} ${new URL(request.url).pathname}`];
    if (!reply) return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    const status = reply.status ?? 200;
    return status === 204 ? new Response(null, { status }) : jsonResponse(status, reply.body);
  });
}

/** The JSON body of the n-th call of a stubbed fetch. */
export async function sentBody(fetchMock: ReturnType<typeof stubApi>, call = 0): Promise<unknown> {
  const [input, init] = fetchMock.mock.calls[call] ?? [];
  const request = input instanceof Request ? input : new Request(String(input), init);
  return request.json();
}
