import { productTypeListQuerySchema } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { keptQuery, NO_QUERY, queryRuleOf, splitUrl } from './response-cache-key';

// Decision 0070: an answer's key holds only the query parameters its route reads.

describe('keptQuery', () => {
  const paging = keptQuery(['offset', 'limit']);

  it('drops every name the route does not read and sorts the rest', () => {
    expect(paging('/p', 'offset=0&limit=10&junk=1')).toBe('limit=10&offset=0');
    expect(paging('/p', 'utm_source=x&limit=10&gclid=a&offset=0&fbclid=b')).toBe(
      'limit=10&offset=0',
    );
    expect(paging('/p', 'utm_source=x')).toBe('');
    expect(paging('/p', '')).toBe('');
  });

  it('keeps values as sent and a repeated name in its order, which the route parses', () => {
    expect(paging('/p', 'limit=2&offset=%31&limit=1')).toBe('limit=2&limit=1&offset=%31');
    expect(paging('/p', 'limit=1&limit=2')).not.toBe(paging('/p', 'limit=2&limit=1'));
    // Names are read as the route's parser reads them: '+' is a space, %-escapes decoded.
    expect(paging('/p', 'li%6Dit=5&&')).toBe('li%6Dit=5');
    expect(paging('/p', 'limit+=5')).toBe('');
  });

  it('gives up on a name it cannot decode (not cached)', () => {
    expect(paging('/p', 'limit=1&%zz=2')).toBeUndefined();
  });
});

describe('queryRuleOf', () => {
  it("keeps a Zod querystring schema's keys, and nothing for a route without one", () => {
    const rule = queryRuleOf(productTypeListQuerySchema);
    expect(rule('/p', 'availability=sold&limit=4&x=1&offset=8')).toBe(
      'availability=sold&limit=4&offset=8',
    );
    // A collection's sort and filters (decision 0089) are part of the key.
    expect(rule('/p', 'utm_source=x&size=8+x+6&sort=price-asc&maxPrice=900&minPrice=100')).toBe(
      'maxPrice=900&minPrice=100&size=8+x+6&sort=price-asc',
    );
    expect(queryRuleOf(productTypeListQuerySchema)).toBe(rule);
    expect(queryRuleOf(undefined)).toBe(NO_QUERY);
    expect(queryRuleOf(undefined)('/p', 'a=1')).toBe('');
    expect(queryRuleOf({ properties: { q: {} } })('/p', 'q=1&z=2')).toBe('q=1');
  });
});

describe('splitUrl', () => {
  it('splits at the first ?, and refuses a URL with a fragment', () => {
    expect(splitUrl('/a/b?x=1?y')).toEqual({ pathname: '/a/b', search: 'x=1?y' });
    expect(splitUrl('/a/b')).toEqual({ pathname: '/a/b', search: '' });
    expect(splitUrl('/a#b?x=1')).toBeUndefined();
  });
});
