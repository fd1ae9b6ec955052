import { hashText, seededPick, type Product } from '@artshop/shared';

export const RECOMMENDATION_COUNT = 4;

/**
 * 4 products of the pool other than the current one: random-looking but fixed per product, so a
 * product shows the same ones on every visit and the server's HTML equals the browser's render.
 * Products of the current one's type come first (decision 0089: a painting suggests paintings);
 * the other type only fills the places its own cannot.
 */
export function pickRecommendations(pool: readonly Product[], currentId: string): Product[] {
  const type = pool.find((product) => product.id === currentId)?.type;
  const others = pool.filter((product) => product.id !== currentId);
  const seed = hashText(currentId);
  if (type === undefined) return seededPick(others, RECOMMENDATION_COUNT, seed);
  const sameType = seededPick(
    others.filter((product) => product.type === type),
    RECOMMENDATION_COUNT,
    seed,
  );
  const fill = seededPick(
    others.filter((product) => product.type !== type),
    RECOMMENDATION_COUNT - sameType.length,
    seed,
  );
  return [...sameType, ...fill];
}
