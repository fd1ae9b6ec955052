/**
 * The shopper's words on the collection pages (spec section 2 'Collections'), one copy for the
 * paintings and stone art pages alike.
 */
export const catalogUi = {
  /** 'Showing N Product(s)': N counts every product of the collection, not the ones loaded yet. */
  showingCount: (total: number) => `Showing ${total} Product(s)`,
  /** The empty collection's hint, under either page's own empty title. */
  emptyHint: 'Check back later or try a different search',
  loadMore: 'Load more',
  loadingMore: 'Loading more...',
  /** A collection's sort and filters (decision 0089). */
  sortLabel: 'Sort by',
  sortOptions: {
    newest: 'Newest',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
  },
  filters: 'Filters',
  filtersActive: (count: number) => `Filters (${count})`,
  sizeLabel: 'Size',
  anySize: 'Any size',
  minPriceLabel: 'Min price (₹)',
  maxPriceLabel: 'Max price (₹)',
  availabilityLabel: 'Availability',
  availabilityOptions: { '': 'For sale', available: 'Available now', sold: 'Sold' },
  applyFilters: 'Apply filters',
  clearFilters: 'Clear filters',
  priceRangeInvalid: 'The lowest price must not be more than the highest',
  /** A painting whose owner hides its price (decision 0089). */
  priceOnRequest: 'Price on request',
  noMatchHint: 'Try other filters, or clear them to see the whole collection',
  /** The back-office's toggle of a painting's 'Price on request' (decision 0089). */
  priceOnRequestToggle: (title: string) => `Price on request for ${title}`,
  priceOnRequestOn: "The painting's page now says 'Price on request'",
  priceOnRequestOff: "The painting's page shows its price again",
  priceOnRequestFailed: 'Could not change the price display.',
} as const;
