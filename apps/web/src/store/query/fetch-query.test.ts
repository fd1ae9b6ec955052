import { describe, expect, it, vi } from 'vitest';
import { sentRequests, stubApi } from '../../test/fetch-stub';
import { fetchQuery } from './fetch-query';

describe('fetchQuery', () => {
  it('sends the query string on a browser whose URLSearchParams has no size (before Safari 17)', async () => {
    vi.spyOn(URLSearchParams.prototype, 'size', 'get').mockReturnValue(
      undefined as unknown as number,
    );
    const fetchMock = stubApi({ 'DELETE /api/user/cart/p1?size=A4': { body: { cartItems: [] } } });

    const answer = await fetchQuery(
      { url: '/user/cart/p1', method: 'DELETE', params: { size: 'A4', page: undefined } },
      { baseUrl: '/api' },
    );

    expect(answer).toMatchObject({ data: { cartItems: [] } });
    expect(new URL(sentRequests(fetchMock)[0]!.url).search).toBe('?size=A4');
  });
});
