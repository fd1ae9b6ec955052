import type { ProductReview, WebsiteReview } from '@artshop/shared';
import type { WebsiteReviewRow } from '../../db/schema';
import type { ReviewWithBuyer } from './reviews.service';

export function toProductReviewDto(row: ReviewWithBuyer): ProductReview {
  return {
    id: row.id,
    name: row.name,
    review: row.review,
    rating: row.rating,
    date: row.createdAt.toISOString(),
    verifiedBuyer: row.verifiedBuyer,
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
