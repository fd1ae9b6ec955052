import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { RECOMMENDATION_COUNT } from '../lib/recommendations';
import { RECOMMENDATIONS_GRID, RecommendationsFrame } from './recommendations-frame';
import { ProductGridSkeleton } from './skeletons';

const LazyCards = lazy(() =>
  import('./recommendations').then((module) => ({ default: module.RecommendationCards })),
);

function Placeholder() {
  return <ProductGridSkeleton count={RECOMMENDATION_COUNT} className={RECOMMENDATIONS_GRID} />;
}

/**
 * 'You might also like', below the product: the server and the first view draw its frame only; its
 * cards, their code and the product pool they are drawn from come when the shopper scrolls near
 * it, so the product page's first JavaScript stays within its bar (docs/benchmarks.md).
 */
export function DeferredRecommendations({ currentId }: { currentId: string }) {
  const hydrated = useHydrated();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      <RecommendationsFrame>
        {hydrated && near ? (
          <Suspense fallback={<Placeholder />}>
            <LazyCards currentId={currentId} />
          </Suspense>
        ) : (
          <Placeholder />
        )}
      </RecommendationsFrame>
    </div>
  );
}
