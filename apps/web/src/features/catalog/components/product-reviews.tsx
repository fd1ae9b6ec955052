import { ratingUi, type ProductReview } from '@artshop/shared';
import { BadgeCheck, MessageSquarePlus } from '../../../components/ui/icons';
import { lazy, Suspense, useMemo, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useLocation, useNavigate } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { useHydrated } from '../../../lib/use-hydrated';
import { useGetProductReviewsInfiniteQuery } from '../catalog.api';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { formatReviewDate } from '../lib/dates';
import { StarRating } from './star-rating';
import { Button } from '../../../components/ui/button';

// The review form brings the shared review schema (and so Zod), the star input and the dialog: it
// loads when the shopper reaches for 'Write a Review' (hover or focus), at the latest on the click.
const loadReviewModal = () => import('./review-modal');
const ReviewModal = lazy(() => loadReviewModal().then((m) => ({ default: m.ReviewModal })));
const prefetchReviewModal = () => void loadReviewModal();

function ReviewItem({ review }: { review: ProductReview }) {
  return (
    <li className="rounded-2xl bg-white p-5 ring-1 ring-stone-200/70">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-clay-100 font-semibold text-clay-700"
          >
            {review.name.trim().charAt(0).toUpperCase()}
          </span>
          <div>
            <p className="font-semibold text-ink">{review.name}</p>
            <StarRating rating={review.rating} starClassName="h-3.5" />
            {/* Decision 0077: the author has a paid order with this piece, as the server reads it. */}
            {review.verifiedBuyer && (
              <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-green-800">
                <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
                {ratingUi.verifiedBuyer}
              </p>
            )}
          </div>
        </div>
        <time dateTime={review.date} className="text-sm text-stone-500">
          {formatReviewDate(review.date)}
        </time>
      </div>
      <p className="mt-3 whitespace-pre-line text-ink-soft">{review.review}</p>
    </li>
  );
}

/**
 * 'Rating & Reviews': 4 at first, 'Load More Reviews' fetches the next 4 by offset. Only a signed-in
 * customer writes one (decision 0077): a visitor's 'Write a Review' leads to sign-in.
 */
export function ProductReviews({ productId, id }: { productId: string; id?: string }) {
  const isLoggedIn = useAppSelector((state) => state.auth.isLoggedIn);
  // Not before the session is known: a signed-in customer's quick tap must not be taken for a
  // visitor's and sent to sign in.
  const sessionKnown = useAppSelector((state) => state.auth.status === 'ready');
  const navigate = useNavigate();
  const location = useLocation();
  // Drawn by the server, the list hydrates when the shopper nears it (deferred-reviews.tsx): until
  // then a tap would do nothing, so the button says so.
  const hydrated = useHydrated();
  const [writing, setWriting] = useState(false);
  // Mounted from the first opening on, so a closed form keeps what was typed, as before.
  const [formShown, setFormShown] = useState(false);
  const { data, error, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetProductReviewsInfiniteQuery(productId);

  const reviews = useMemo(() => {
    // A review posted between page loads shifts the offsets; never show one twice.
    const seen = new Set<string>();
    return (data?.pages ?? [])
      .flatMap((page) => page.reviews)
      .filter((review) => !seen.has(review.id) && Boolean(seen.add(review.id)));
  }, [data]);
  const total = data?.pages.at(-1)?.total ?? 0;
  // The spec: a 404 (no reviews record) is not an error worth showing.
  const showError = error !== undefined && errorStatus(error) !== 404;

  return (
    <section id={id} aria-labelledby="reviews-heading" className="mt-16">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-stone-200 pb-4">
        <div>
          <h2 id="reviews-heading" className="font-serif text-2xl text-ink sm:text-3xl">
            Rating &amp; Reviews
          </h2>
          {/* No count until it is known: a '(0)' that turns into '(4)' would tell the shopper a lie. */}
          <p className="mt-1 text-ink-soft">
            {isLoading ? 'All Reviews' : `All Reviews (${total})`}
          </p>
        </div>
        <Button
          size="lg"
          disabled={!sessionKnown}
          onPointerEnter={isLoggedIn ? prefetchReviewModal : undefined}
          onFocus={isLoggedIn ? prefetchReviewModal : undefined}
          onClick={() => {
            if (!isLoggedIn) {
              toast.error(ratingUi.signInToReview);
              void navigate('/signin', { state: { from: location.pathname } });
              return;
            }
            setFormShown(true);
            setWriting(true);
          }}
        >
          <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
          Write a Review
        </Button>
      </div>

      {showError && (
        <p
          role="alert"
          className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200"
        >
          {errorMessage(error, 'Failed to fetch reviews')}
        </p>
      )}

      {isLoading ? (
        <p className="mt-6 text-ink-soft" role="status">
          Loading reviews...
        </p>
      ) : reviews.length === 0 ? (
        !showError && (
          <p className="mt-6 rounded-2xl bg-white px-6 py-10 text-center text-ink-soft ring-1 ring-stone-200/70">
            No reviews yet. Be the first to share your experience!
          </p>
        )
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}

      {hasNextPage && (
        <div className="mt-6 text-center">
          <Button
            variant="secondary"
            size="lg"
            disabled={isFetchingNextPage || !hydrated}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? 'Loading...' : 'Load More Reviews'}
          </Button>
        </div>
      )}

      {formShown && (
        <Suspense fallback={null}>
          <ReviewModal productId={productId} open={writing} onClose={() => setWriting(false)} />
        </Suspense>
      )}
    </section>
  );
}
