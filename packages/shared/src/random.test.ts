import { describe, expect, it } from 'vitest';
import { hashText, seededPick, seededRandom } from './random';

describe('seeded random numbers', () => {
  it('repeats the same sequence for a seed, in [0, 1), and another for another seed', () => {
    const a = Array.from({ length: 5 }, seededRandom(42));
    expect(Array.from({ length: 5 }, seededRandom(42))).toEqual(a);
    expect(Array.from({ length: 5 }, seededRandom(43))).not.toEqual(a);
    for (const value of a) expect(value).toSatisfy((v: number) => v >= 0 && v < 1);
  });

  it('picks distinct items in an order fixed by the seed', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const picks = seededPick(items, 4, hashText('product-7'));
    expect(new Set(picks).size).toBe(4);
    expect(seededPick(items, 4, hashText('product-7'))).toEqual(picks);
    expect(seededPick(items, 4, hashText('product-8'))).not.toEqual(picks);
    expect(seededPick(items.slice(0, 2), 4, 1)).toHaveLength(2);
    expect(items).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
