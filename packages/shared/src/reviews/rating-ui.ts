/**
 * The shopper's words about a product's rating (decision 0077): the server's average and count
 * only, and 'No reviews yet' when there are none; never a made-up figure.
 */
export const ratingUi = {
  noReviews: 'No reviews yet',
  verifiedBuyer: 'Verified buyer',
  signInToReview: 'Please sign in to write a review.',
  /** '1 review', '7 reviews'. */
  reviewCount: (count: number) => `${count} review${count === 1 ? '' : 's'}`,
  /** The average with one decimal, as the cards and the product page show it: '4.3'. */
  average: (rating: number) => rating.toFixed(1),
} as const;

/** Whether a product has any rating to show: the server's count, not its average. */
export function hasRatings(product: { ratingCount: number }): boolean {
  return product.ratingCount > 0;
}
