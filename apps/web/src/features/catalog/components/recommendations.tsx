import { useGetRecommendationsQuery } from '../catalog.api';
import { RECOMMENDATION_COUNT } from '../lib/recommendations';
import { HomeProductCard } from './home-product-card';
import { RECOMMENDATIONS_GRID as GRID } from './recommendations-frame';
import { ProductGridSkeleton } from './skeletons';

/**
 * The cards of 'You might also like' (its frame is recommendations-frame.tsx): 4 other products,
 * drawn afresh for each product (the same each visit).
 */
export function RecommendationCards({ currentId }: { currentId: string }) {
  const { data: picks = [], error, isLoading } = useGetRecommendationsQuery(currentId);

  return isLoading ? (
    <ProductGridSkeleton count={RECOMMENDATION_COUNT} className={GRID} />
  ) : error ? (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200">
      Failed to load recommended products
    </p>
  ) : picks.length === 0 ? (
    <p className="text-ink-soft">No product recommendations available</p>
  ) : (
    <div className={GRID}>
      {picks.map((product) => (
        <HomeProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}
