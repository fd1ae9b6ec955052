import { describe, expect, it } from 'vitest';
import {
  activeCollectionFilterCount as activeFilterCount,
  collectionFiltersFromSearch as filtersFromSearch,
  collectionFiltersToSearch as filtersToSearch,
  NO_COLLECTION_FILTERS as NO_FILTERS,
} from './collection-filters';

/** An address's query as the reader sees it (no DOM types in this package). */
function query(text: string) {
  const pairs = text
    .split('&')
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))));
  return { get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null };
}

describe('collection filters in the address', () => {
  it('reads what a shared link carries and writes it back the same', () => {
    const search = query(
      'sort=price-asc&size=8+x+6+inches&minPrice=500&maxPrice=2000&availability=available&utm_source=x',
    );
    const filters = filtersFromSearch('stoneArt', search);
    expect(filters).toEqual({
      sort: 'price-asc',
      size: '8 x 6 inches',
      minPrice: '500',
      maxPrice: '2000',
      availability: 'available',
    });
    expect(filtersToSearch(filters)).toEqual({
      availability: 'available',
      maxPrice: '2000',
      minPrice: '500',
      size: '8 x 6 inches',
      sort: 'price-asc',
    });
    expect(activeFilterCount(filters)).toBe(3);
  });

  it('drops what the server would refuse, and sold on stone art', () => {
    const filters = filtersFromSearch(
      'stoneArt',
      query('sort=cheap&minPrice=9.5&maxPrice=-1&availability=sold'),
    );
    expect(filters).toEqual(NO_FILTERS);
    expect(filtersToSearch(filters)).toEqual({});
    const reversed = filtersFromSearch('painting', query('minPrice=900&maxPrice=100'));
    expect([reversed.minPrice, reversed.maxPrice]).toEqual(['', '']);
    expect(filtersFromSearch('painting', query('availability=sold')).availability).toBe('sold');
  });
});
