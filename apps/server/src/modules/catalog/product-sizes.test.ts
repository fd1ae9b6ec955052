import { describe, expect, it } from 'vitest';
import { storedSize } from './product-sizes';

// The one builder of a stored size (decision 0082), which the demo seed and the test factories
// share: the discounted price is derived, in whole rupees (decision 0083), never taken as given.
describe('storedSize', () => {
  it('derives the whole-rupee discounted price and gives each size its own id', () => {
    const size = storedSize('6 x 5 inches', 299_900, { discountPercentage: 10, weightGrams: 800 });
    expect(size).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      label: '6 x 5 inches',
      pricePaise: 299_900,
      discountPercentage: 10,
      // 2999 less 10% is 2699.10: sold at 2699.
      discountPricePaise: 269_900,
      weightGrams: 800,
    });
    expect(storedSize('6 x 5 inches', 299_900).id).not.toBe(size.id);
  });

  it('defaults to no discount and no weight, and keeps an id it is given', () => {
    expect(storedSize('Original', 1_500_000, { id: 'kept' })).toEqual({
      id: 'kept',
      label: 'Original',
      pricePaise: 1_500_000,
      discountPercentage: 0,
      discountPricePaise: 1_500_000,
      weightGrams: null,
    });
  });
});
