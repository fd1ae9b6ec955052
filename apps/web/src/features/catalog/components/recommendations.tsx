import { useGetRecommendationsQuery } from '../catalog.api';
import { RECOMMENDATION_COUNT } from '../lib/recommendations';
import { HomeProductCard } from './home-product-card';
import { ProductGridSkeleton } from './skeletons';

const GRID = 'grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4';

/** 'You might also like': 4 other products, drawn afresh for each product (the same each visit). */
export function Recommendations({ currentId }: { currentId: string }) {
  const { data: picks = [], error, isLoading } = useGetRecommendationsQuery(currentId);

  return (
    <section aria-labelledby="recommendations-heading" className="mt-16">
      <h2 id="recommendations-heading" className="mb-6 font-serif text-2xl text-ink sm:text-3xl">
        You might also like
      </h2>
      {isLoading ? (
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
      )}
    </section>
  );
}
