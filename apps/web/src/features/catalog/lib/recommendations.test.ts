import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/products';
import { pickRecommendations, RECOMMENDATION_COUNT } from './recommendations';

const pool = Array.from({ length: 12 }, (_, i) =>
  makeProduct({ id: `p${i}`, title: `Piece ${i}` }),
);
const ids = (products: { id: string }[]) => products.map((p) => p.id);

describe('pickRecommendations', () => {
  it('picks 4 others, never the current product, the same ones on every visit', () => {
    const picks = pickRecommendations(pool, 'p3');
    expect(picks).toHaveLength(RECOMMENDATION_COUNT);
    expect(ids(picks)).not.toContain('p3');
    expect(new Set(ids(picks)).size).toBe(RECOMMENDATION_COUNT);
    // The same pool gives the same picks: the server's render and the browser's must agree.
    expect(ids(pickRecommendations([...pool], 'p3'))).toEqual(ids(picks));
  });

  it('varies from one product to another', () => {
    const picksPerProduct = new Set(
      ['p0', 'p1', 'p2', 'p4', 'p5'].map((id) => ids(pickRecommendations(pool, id)).join()),
    );
    expect(picksPerProduct.size).toBeGreaterThan(1);
  });

  it('shows what there is when the shop has fewer products', () => {
    expect(ids(pickRecommendations(pool.slice(0, 3), 'p0')).sort()).toEqual(['p1', 'p2']);
    expect(pickRecommendations([pool[0]!], 'p0')).toEqual([]);
  });
});

describe('pickRecommendations by type (decision 0089)', () => {
  const mixed = [
    ...Array.from({ length: 8 }, (_, i) => makeProduct({ id: `s${i}`, type: 'stoneArt' })),
    ...Array.from({ length: 5 }, (_, i) => makeProduct({ id: `w${i}`, type: 'painting' })),
  ];

  it('suggests paintings on a painting, stones on a stone', () => {
    const onPainting = pickRecommendations(mixed, 'w0');
    expect(onPainting).toHaveLength(RECOMMENDATION_COUNT);
    expect(onPainting.every((product) => product.type === 'painting')).toBe(true);
    expect(ids(onPainting)).not.toContain('w0');
    expect(pickRecommendations(mixed, 's0').every((product) => product.type === 'stoneArt')).toBe(
      true,
    );
  });

  it('fills with the other type only when its own has too few', () => {
    const fewPaintings = mixed.filter((product) => !['w3', 'w4'].includes(product.id));
    const picks = pickRecommendations(fewPaintings, 'w0');
    expect(ids(picks.slice(0, 2)).sort()).toEqual(['w1', 'w2']);
    expect(picks.slice(2).every((product) => product.type === 'stoneArt')).toBe(true);
    expect(picks).toHaveLength(RECOMMENDATION_COUNT);
  });
});
