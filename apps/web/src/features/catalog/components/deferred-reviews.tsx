import { lazy, memo, Suspense } from 'react';
import { whenNeeded } from '../../../lib/when-needed';

/** The id of the reviews' section: the browser finds the server's by it. */
const REVIEWS_ID = 'product-reviews';

const LazyReviews = lazy(() =>
  whenNeeded(REVIEWS_ID)
    .then(() => import('./product-reviews'))
    .then((module) => ({ default: module.ProductReviews })),
);

/**
 * The product's reviews, hydrated late as the footer is (decision 0064): the server draws them
 * whole, and their code (the list, paging, 'Write a Review') comes when the shopper scrolls near
 * them or leaves the page, so the product page's first JavaScript stays within its bar
 * (docs/benchmarks.md). `memo`, and keyed by product where it is used: a redraw of the page must
 * not reach them before they have hydrated.
 */
export const DeferredReviews = memo(function DeferredReviews({ productId }: { productId: string }) {
  return (
    <Suspense fallback={null}>
      <LazyReviews id={REVIEWS_ID} productId={productId} />
    </Suspense>
  );
});
