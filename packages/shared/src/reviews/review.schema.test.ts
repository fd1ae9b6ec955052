import { describe, expect, it } from 'vitest';
import { productReviewInputSchema, productReviewListQuerySchema } from './review.schema';

function firstMessage(input: unknown): string | undefined {
  const result = productReviewInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('productReviewInputSchema', () => {
  const valid = { name: ' Asha ', review: 'Lovely colours', rating: 4 };

  it('accepts a valid review and trims the text', () => {
    expect(productReviewInputSchema.parse(valid)).toEqual({
      name: 'Asha',
      review: 'Lovely colours',
      rating: 4,
    });
  });

  it.each([
    [{ ...valid, name: undefined }, 'Name is required'],
    [{ ...valid, name: '   ' }, 'Name is required'],
    [{ ...valid, name: 'x'.repeat(61) }, 'Name must be at most 60 characters'],
    [{ ...valid, review: '' }, 'Review is required'],
    [{ ...valid, review: 'x'.repeat(2001) }, 'Review must be at most 2000 characters'],
    [{ ...valid, rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    [{ ...valid, rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    [{ ...valid, rating: 2.5 }, 'Rating must be a whole number from 1 to 5'],
    [{ ...valid, rating: '4' }, 'Rating must be a whole number from 1 to 5'],
    [{ ...valid, rating: undefined }, 'Please choose a rating'],
    [{ ...valid, rating: null }, 'Please choose a rating'],
    [null, 'Please send a name, a review and a rating'],
  ])('refuses %j with a clear message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('productReviewListQuerySchema', () => {
  it('defaults to the first 10 and coerces query strings', () => {
    expect(productReviewListQuerySchema.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(productReviewListQuerySchema.parse({ limit: '4', offset: '8' })).toEqual({
      limit: 4,
      offset: 8,
    });
  });

  it('refuses a limit above 50 and a negative offset', () => {
    expect(productReviewListQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(productReviewListQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });
});
