import type { ProductReview, WebsiteReview } from '@artshop/shared';
import type { ProductReviewRow, WebsiteReviewRow } from '../../db/schema';

export function toProductReviewDto(row: ProductReviewRow): ProductReview {
  return {
    id: row.id,
    name: row.name,
    review: row.review,
    rating: row.rating,
    date: row.createdAt.toISOString(),
  };
}

export function toWebsiteReviewDto(row: WebsiteReviewRow): WebsiteReview {
  return {
    id: row.id,
    reviewUserName: row.reviewUserName,
    reviewContent: row.reviewContent,
    rating: row.rating,
    timestamp: row.createdAt.toISOString(),
  };
}
