import type { WebsiteReview } from '@artshop/shared';
import { BadgeCheck } from '../../../components/ui/icons';
import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useGetWebsiteReviewsQuery } from '../catalog.api';
import { formatReviewDate } from '../lib/dates';
import { StarRating } from './star-rating';
import './reviews-carousel.css';

/** Seconds each card takes to pass (spec section 9: about 5 s per card). */
const SECONDS_PER_CARD = 5;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Bumps a number after the window stops resizing, so the strip restarts from a clean position. */
function useResizeGeneration(): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setGeneration((g) => g + 1), 200);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return generation;
}

function ReviewCard({ review, hidden }: { review: WebsiteReview; hidden?: boolean }) {
  return (
    <li
      aria-hidden={hidden || undefined}
      className="flex w-72 shrink-0 flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:w-80"
    >
      <div className="flex items-center justify-between">
        <StarRating rating={review.rating} />
        <BadgeCheck aria-label="Verified review" className="h-5 w-5 text-green-600" />
      </div>
      <p className="line-clamp-4 flex-1 text-ink-soft">&ldquo;{review.reviewContent}&rdquo;</p>
      <div className="flex items-center justify-between border-t border-stone-100 pt-3 text-sm">
        <span className="font-semibold text-ink">{review.reviewUserName}</span>
        <time dateTime={review.timestamp} className="text-stone-500">
          {formatReviewDate(review.timestamp)}
        </time>
      </div>
    </li>
  );
}

/** 'What our customers say': an endless, pausable strip of the website reviews. */
export function ReviewsCarousel() {
  const { data, error } = useGetWebsiteReviewsQuery();
  const reducedMotion = useMediaQuery(REDUCED_MOTION, false);
  const generation = useResizeGeneration();
  useEffect(() => {
    if (error) console.error('Failed to load customer reviews', error);
  }, [error]);

  const reviews = data ?? [];
  if (reviews.length === 0) return null;

  return (
    <section aria-labelledby="customer-reviews-heading" className="bg-sand/60 py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="customer-reviews-heading" className="font-serif text-2xl text-ink sm:text-3xl">
          What Our Customers Say
        </h2>
        <p className="mt-1 text-ink-soft">Words from people who gave our art a home.</p>
      </div>
      {reducedMotion ? (
        // Without motion the cards are a plain scrollable row.
        <ul className="mt-8 flex gap-4 overflow-x-auto px-4 pb-4 sm:px-6 lg:px-8">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      ) : (
        <div className="catalog-reviews-viewport mt-8 overflow-hidden py-2">
          <ul
            key={generation}
            data-testid="reviews-track"
            className="catalog-reviews-track flex w-max gap-4 px-4"
            style={{ animationDuration: `${reviews.length * SECONDS_PER_CARD}s` }}
          >
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
            {/* The duplicate copy only makes the loop seamless; screen readers skip it. */}
            {reviews.map((review) => (
              <ReviewCard key={`copy-${review.id}`} review={review} hidden />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
