import { searchParamsFromSearch, type SearchFacets as Facets } from '@artshop/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { SearchFacets } from './search-facets';

const facets: Facets = {
  type: [
    { value: 'painting', count: 3 },
    { value: 'stoneArt', count: 0 },
  ],
  price: [
    { min: 0, max: 1_999, count: 1 },
    { min: 50_000, max: null, count: 2 },
  ],
  availability: [
    { value: 'available', count: 2 },
    { value: 'reserved', count: 0 },
    { value: 'sold', count: 1 },
  ],
  orientation: [
    { value: 'landscape', count: 1 },
    { value: 'portrait', count: 2 },
    { value: 'square', count: 0 },
  ],
};

// The search's facets (decision 0107): links to the search with a value, or without the chosen one.
describe('SearchFacets', () => {
  it('links each value with its count, keeps the words, and lets a chosen value go', () => {
    const params = searchParamsFromSearch(new URLSearchParams('q=lotus&type=painting'));
    renderWithApp(<SearchFacets params={params} facets={facets} />);
    const paintings = screen.getByRole('link', { name: 'Paintings (3)' });
    expect(paintings).toHaveAttribute('aria-current', 'true');
    expect(paintings).toHaveAttribute('href', '/search?q=lotus');
    expect(screen.getByRole('link', { name: 'Sold (1)' })).toHaveAttribute(
      'href',
      '/search?availability=sold&q=lotus&type=painting',
    );
    expect(screen.getByRole('link', { name: '₹50,000 and above (2)' })).toHaveAttribute(
      'href',
      '/search?minPrice=50000&q=lotus&type=painting',
    );
    expect(screen.getByRole('link', { name: 'Under ₹2,000 (1)' })).toHaveAttribute(
      'href',
      '/search?maxPrice=1999&minPrice=0&q=lotus&type=painting',
    );
    // Nothing to find there: not a link.
    expect(screen.queryByRole('link', { name: /Stone art/ })).toBeNull();
    expect(screen.getByText('Stone art (0)')).toBeInTheDocument();
  });
});
