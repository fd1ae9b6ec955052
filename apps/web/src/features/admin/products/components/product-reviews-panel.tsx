import { REVIEW_PAGE_MAX, type ProductReview } from '@artshop/shared';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  useDeleteAdminProductReviewMutation,
  useGetAdminProductReviewsQuery,
} from '../admin-products.api';
import { DeleteButton } from '../../components/delete-button';

// Not in the spec: review moderation is ours (DESIGN section 3), so are its words.
export const reviewModerationMessages = {
  loadFailed: 'Failed to load reviews.',
  empty: 'No reviews yet.',
  deleted: 'Review deleted successfully.',
  deleteFailed: 'Failed to delete review. Please try again.',
  confirm: (name: string) =>
    `Are you sure you want to delete this review from ${name}? This action cannot be undone.`,
} as const;

/** The product's reviews in the detail modal, each with a Delete button (spam happens). */
export function ProductReviewsPanel({
  productId,
  onConfirmingChange,
}: {
  productId: string;
  /** Tells the surrounding modal that the confirmation dialog is open above it. */
  onConfirmingChange?: (confirming: boolean) => void;
}) {
  const [limit, setLimit] = useState(ADMIN_REVIEWS_PAGE_SIZE);
  const { data, isLoading, isError } = useGetAdminProductReviewsQuery({ productId, limit });
  const [deleteReview, { isLoading: deleting }] = useDeleteAdminProductReviewMutation();
  const [toDelete, setToDeleteState] = useState<ProductReview | null>(null);
  const setToDelete = (review: ProductReview | null) => {
    setToDeleteState(review);
    onConfirmingChange?.(review !== null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteReview({ reviewId: toDelete.id, productId }).unwrap();
      toast.success(reviewModerationMessages.deleted);
    } catch (failure) {
      toast.error(errorMessage(failure, reviewModerationMessages.deleteFailed));
    }
    setToDelete(null);
  };

  const reviews = data?.reviews ?? [];
  return (
    <section aria-labelledby="admin-product-reviews" className="mt-6">
      <h3 id="admin-product-reviews" className="font-semibold text-ink">
        Reviews ({data?.total ?? 0})
      </h3>
      {isLoading ? (
        <p className="mt-2 text-sm text-ink-soft">Loading reviews...</p>
      ) : isError ? (
        <p className="mt-2 text-sm text-red-700">{reviewModerationMessages.loadFailed}</p>
      ) : reviews.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{reviewModerationMessages.empty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {reviews.map((review) => (
            <li key={review.id} className="flex gap-3 rounded-lg border border-clay-100 p-3">
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm font-medium text-ink">
                  {review.name}
                  <span className="inline-flex items-center gap-0.5 text-amber-600">
                    <Star aria-hidden="true" className="h-3.5 w-3.5 fill-current" />
                    <span className="sr-only">Rating</span> {review.rating}/5
                  </span>
                </p>
                <p className="text-sm break-words text-ink-soft">{review.review}</p>
              </div>
              <DeleteButton
                label={`Delete review from ${review.name}`}
                onClick={() => setToDelete(review)}
                className="self-start"
              />
            </li>
          ))}
        </ul>
      )}
      {data && reviews.length < data.total && limit < REVIEW_PAGE_MAX && (
        <button
          type="button"
          onClick={() => setLimit((n) => Math.min(REVIEW_PAGE_MAX, n + ADMIN_REVIEWS_PAGE_SIZE))}
          className="mt-2 text-sm font-medium text-clay-700 underline"
        >
          Load more reviews
        </button>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Review"
        message={toDelete ? reviewModerationMessages.confirm(toDelete.name) : ''}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
