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
} as const;
