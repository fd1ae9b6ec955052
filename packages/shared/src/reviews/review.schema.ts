import { z } from 'zod';
import { pagingQueryShape } from '../paging/paging.schema';
import { personNameSchema } from '../people/names-and-phones';

export const REVIEW_NAME_MAX = 60;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PAGE_DEFAULT = 10;
export const REVIEW_PAGE_MAX = 50;

export const reviewMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${REVIEW_NAME_MAX} characters`,
  reviewRequired: 'Review is required',
  reviewTooLong: `Review must be at most ${REVIEW_TEXT_MAX} characters`,
  rating: 'Rating must be a whole number from 1 to 5',
  /** No star chosen: the form starts with none (decision 0077), and the server says the same. */
  ratingRequired: 'Please choose a rating',
  bodyRequired: 'Please send a name, a review and a rating',
  userNameRequired: 'User name is required',
  userNameTooLong: `User name must be at most ${REVIEW_NAME_MAX} characters`,
  contentRequired: 'Review content is required',
  contentTooLong: `Review content must be at most ${REVIEW_TEXT_MAX} characters`,
  notFound: 'Review not found',
  /** `wait` as the rate limiter words it ('10 minutes'). */
  tooManyReviews: (wait: string) =>
    `You have posted too many reviews. Please try again in ${wait}.`,
} as const;

/**
 * A star rating: an integer 1-5. A string such as '4' is refused, not coerced: JSON clients send
 * numbers. None at all (missing or null) asks for a choice (decision 0077).
 */
export const ratingSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? reviewMessages.ratingRequired
        : reviewMessages.rating,
  })
  .int(reviewMessages.rating)
  .min(1, reviewMessages.rating)
  .max(5, reviewMessages.rating);

function requiredText(required: string, tooLong: string, max: number) {
  // Trim first so a name of only spaces counts as missing.
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/** `POST /adminop/reviews/{productId}` body (spec section 5: name and review required, rating 1-5). */
export const productReviewInputSchema = z.object(
  {
    // A person's name, as every form takes one (decision 0078).
    name: personNameSchema({
      required: reviewMessages.nameRequired,
      max: REVIEW_NAME_MAX,
      tooLong: reviewMessages.nameTooLong,
    }),
    review: requiredText(
      reviewMessages.reviewRequired,
      reviewMessages.reviewTooLong,
      REVIEW_TEXT_MAX,
    ),
    rating: ratingSchema,
  },
  { error: reviewMessages.bodyRequired },
);
export type ProductReviewInput = z.infer<typeof productReviewInputSchema>;

/**
 * A product review as the API returns it; `date` is the ISO creation time. `verifiedBuyer`: its
 * author has a paid, not cancelled order with this product (decision 0077).
 */
export const productReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  review: z.string(),
  rating: z.number().int(),
  date: z.string(),
  verifiedBuyer: z.boolean(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

export const productReviewParamsSchema = z.object({ productId: z.string() });

/** `GET /adminop/reviews/{productId}?limit&offset` ('Load More Reviews' pages through them). */
export const productReviewListQuerySchema = z.object(
  pagingQueryShape({ maxLimit: REVIEW_PAGE_MAX, defaultLimit: REVIEW_PAGE_DEFAULT }),
);
export type ProductReviewListQuery = z.infer<typeof productReviewListQuerySchema>;

export const productReviewListResponseSchema = z.object({
  reviews: z.array(productReviewSchema),
  total: z.number().int(),
});
export type ProductReviewListResponse = z.infer<typeof productReviewListResponseSchema>;

export const productReviewCreatedResponseSchema = z.object({ review: productReviewSchema });
export type ProductReviewCreatedResponse = z.infer<typeof productReviewCreatedResponseSchema>;

/** A website review (home carousel, admin list); `timestamp` is the ISO creation time. */
export const websiteReviewSchema = z.object({
  id: z.string(),
  reviewUserName: z.string(),
  reviewContent: z.string(),
  rating: z.number().int(),
  timestamp: z.string(),
});
export type WebsiteReview = z.infer<typeof websiteReviewSchema>;

/** The rating the admin review form starts with (spec section 9). */
export const WEBSITE_REVIEW_DEFAULT_RATING = 5;

/** `POST /website-reviews` body (admin; spec section 5: name and content required, rating 1-5, default 5). */
export const websiteReviewInputSchema = z.object(
  {
    reviewUserName: personNameSchema({
      required: reviewMessages.userNameRequired,
      max: REVIEW_NAME_MAX,
      tooLong: reviewMessages.userNameTooLong,
    }),
    reviewContent: requiredText(
      reviewMessages.contentRequired,
      reviewMessages.contentTooLong,
      REVIEW_TEXT_MAX,
    ),
    rating: ratingSchema.default(WEBSITE_REVIEW_DEFAULT_RATING),
  },
  { error: 'Please send a user name, the review content and a rating' },
);
export type WebsiteReviewInput = z.infer<typeof websiteReviewInputSchema>;

/**
 * `GET /website-reviews?limit=&offset=`: newest first, 20 at a time by default (the home carousel
 * reads the first page), at most 100 (decision 0115).
 */
export const WEBSITE_REVIEWS_PAGE = 20;
export const WEBSITE_REVIEWS_MAX_PAGE = 100;
export const websiteReviewListQuerySchema = z.object(
  pagingQueryShape({ maxLimit: WEBSITE_REVIEWS_MAX_PAGE, defaultLimit: WEBSITE_REVIEWS_PAGE }),
);
export type WebsiteReviewListQuery = z.infer<typeof websiteReviewListQuerySchema>;

/** A page of website reviews; `data` as the spec's client reads it, with how many there are. */
export const websiteReviewListResponseSchema = z.object({
  data: z.array(websiteReviewSchema),
  total: z.number().int(),
});
export type WebsiteReviewListResponse = z.infer<typeof websiteReviewListResponseSchema>;

export const websiteReviewCreatedResponseSchema = z.object({ data: websiteReviewSchema });
export type WebsiteReviewCreatedResponse = z.infer<typeof websiteReviewCreatedResponseSchema>;

/** `{id}` of `DELETE /website-reviews/{id}`: any string, so a malformed id answers 404. */
export const websiteReviewParamsSchema = z.object({ id: z.string() });

/** `{reviewId}` of the admin's `DELETE /adminop/reviews/{reviewId}` (product review moderation). */
export const productReviewIdParamsSchema = z.object({ reviewId: z.string() });

/** The admin website reviews screen's words (spec sections 2 and 8) and the server's answers. */
export const websiteReviewMessages = {
  loading: 'Loading reviews...',
  empty: 'No reviews found',
  loadFailed: 'Failed to load reviews. Please try again.',
  createFailed: 'Failed to create review. Please try again.',
  deleteFailed: 'Failed to delete review. Please try again.',
  // Not in the spec: a success needs some word, as the coupon screen's toasts do.
  created: 'Review added successfully!',
  deleted: 'Review deleted successfully!',
  notFound: reviewMessages.notFound,
  // The back-office reads them a page at a time (decision 0115).
  loadedOf: (loaded: number, total: number) => `Showing ${loaded} of ${total} reviews`,
  loadMore: 'Load more reviews',
  loadingMore: 'Loading...',
} as const;

/** The spec's delete confirmation of a website review (section 2, 'Admin website reviews'). */
export function websiteReviewDeleteConfirm(name: string): string {
  return `Are you sure you want to delete this review from ${name}? This action cannot be undone.`;
}
