import type { Product } from '@artshop/shared';
import { useMemo } from 'react';
import { useGetAllProductsQuery } from '../catalog.api';
import { HomeProductCard } from './home-product-card';
import { ProductGridSkeleton } from './skeletons';

const RECOMMENDATION_COUNT = 4;
const GRID = 'grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4';

/** A number from the text (FNV-1a), to seed the shuffle below. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * `count` distinct products in an order that looks random but is fixed for `seed` (Fisher-Yates
 * driven by mulberry32): the server's HTML and the browser's first render must pick the same ones.
 */
function pickSeeded(products: Product[], count: number, seed: string): Product[] {
  const pool = [...products];
  let state = hashOf(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as Product, pool[i] as Product];
  }
  return pool.slice(0, count);
}

/** 'You might also like': 4 other products, drawn afresh for each product (the same each visit). */
export function Recommendations({ currentId }: { currentId: string }) {
  const { data, error, isLoading } = useGetAllProductsQuery();
  const picks = useMemo(
    () =>
      pickSeeded(
        (data ?? []).filter((product) => product.id !== currentId),
        RECOMMENDATION_COUNT,
        currentId,
      ),
    [data, currentId],
  );

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
