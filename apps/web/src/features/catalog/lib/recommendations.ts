import { hashText, seededPick, type Product } from '@artshop/shared';

export const RECOMMENDATION_COUNT = 4;

/**
 * 4 products of the pool other than the current one: random-looking but fixed per product, so a
 * product shows the same ones on every visit and the server's HTML equals the browser's render.
 */
export function pickRecommendations(pool: readonly Product[], currentId: string): Product[] {
  return seededPick(
    pool.filter((product) => product.id !== currentId),
    RECOMMENDATION_COUNT,
    hashText(currentId),
  );
}
