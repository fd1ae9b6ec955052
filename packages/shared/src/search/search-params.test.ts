import { describe, expect, it } from 'vitest';
import { searchParamsFromSearch, searchParamsToSearch, searchPath } from './search-params';

// The search page's address (decision 0107): what the page, its prefetch and the page cache read.

/** An address's query as the readers see it (URLSearchParams in the browser and the server). */
function query(pairs: Record<string, string>) {
  return { get: (name: string) => pairs[name] ?? null };
}
describe('the search address', () => {
  it('reads the words and filters, dropping what the server would refuse', () => {
    const params = searchParamsFromSearch(
      query({
        q: ' radha  krisna ',
        type: 'sculpture',
        availability: 'sold',
        sort: 'cheapest',
        minPrice: '900',
        maxPrice: '100',
        orientation: 'portrait',
      }),
    );
    expect(params).toEqual({
      q: 'radha krisna',
      type: '',
      availability: 'sold',
      orientation: 'portrait',
      sort: 'relevance',
      minPrice: '',
      maxPrice: '',
    });
  });

  it('writes only what is set, in one order, as the page links and the cache key it', () => {
    const params = searchParamsFromSearch(
      query({ type: 'painting', q: 'indigo', sort: 'newest', minPrice: '05000' }),
    );
    expect(searchParamsToSearch(params)).toEqual({
      minPrice: '5000',
      q: 'indigo',
      sort: 'newest',
      type: 'painting',
    });
    expect(searchPath(params)).toBe('/search?minPrice=5000&q=indigo&sort=newest&type=painting');
    expect(searchPath({ q: 'radha & krishna' })).toBe('/search?q=radha+%26+krishna');
    expect(searchPath({})).toBe('/search');
  });
});
