import { discountedPaise } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_PAINTINGS, DEMO_STONES } from './demo-catalogue';
import { demoSizes } from './demo-sizes';

describe('demoSizes (decision 0082)', () => {
  it('gives each stone its own size first, at its price, then the others priced by area', () => {
    for (const stone of DEMO_STONES) {
      const sizes = demoSizes(stone);
      expect(sizes[0]).toMatchObject({ label: stone.size, pricePaise: stone.priceRupees * 100 });
      expect(sizes.map((size) => size.label).sort()).toEqual(
        ['4 x 3 inches', '5 x 3 inches', '6 x 4 inches', '6 x 5 inches'].sort(),
      );
      const byLabel = new Map(sizes.map((size) => [size.label, size]));
      expect(byLabel.get('4 x 3 inches')!.pricePaise).toBeLessThan(
        byLabel.get('6 x 5 inches')!.pricePaise,
      );
      for (const size of sizes) {
        expect(size.weightGrams).toBeGreaterThan(0);
        expect(size.discountPricePaise).toBe(
          discountedPaise(size.pricePaise, size.discountPercentage),
        );
        expect(size.pricePaise % 100).toBe(0);
      }
      expect(new Set(sizes.map((size) => size.id)).size).toBe(4);
    }
  });

  it('gives a painting its one canvas', () => {
    for (const painting of DEMO_PAINTINGS) {
      expect(demoSizes(painting)).toEqual([
        expect.objectContaining({ label: painting.size, pricePaise: painting.priceRupees * 100 }),
      ]);
    }
  });
});
