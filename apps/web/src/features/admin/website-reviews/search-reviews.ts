import type { WebsiteReview } from '@artshop/shared';

/** 'Search reviews...': the reviewer's name or the review's text, any case, as a substring. */
export function searchReviews(reviews: readonly WebsiteReview[], query: string): WebsiteReview[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...reviews];
  return reviews.filter(
    (review) =>
      review.reviewUserName.toLowerCase().includes(needle) ||
      review.reviewContent.toLowerCase().includes(needle),
  );
}
