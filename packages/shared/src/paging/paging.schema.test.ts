import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { pagingQueryShape } from './paging.schema';

const firstMessage = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('pagingQueryShape', () => {
  const paged = z.object(pagingQueryShape({ maxLimit: 50, defaultLimit: 10 }));
  const bounded = z.object(pagingQueryShape({ maxLimit: 50, defaultLimit: 10, maxOffset: 1000 }));

  it('defaults the page and reads numbers from the query string', () => {
    expect(paged.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(paged.parse({ limit: '50', offset: '70' })).toEqual({ limit: 50, offset: 70 });
  });

  it('answers any bad limit with the one limit message', () => {
    for (const limit of ['0', '51', '2.5', 'abc']) {
      expect(firstMessage(paged, { limit })).toBe('limit must be a whole number from 1 to 50');
    }
  });

  it('answers any bad offset with the one offset message, bounding it only when asked', () => {
    for (const offset of ['-1', '1.5', 'abc']) {
      expect(firstMessage(paged, { offset })).toBe('offset must be a whole number of 0 or more');
    }
    expect(paged.parse({ offset: '5000' }).offset).toBe(5000);
    expect(firstMessage(bounded, { offset: '1001' })).toBe(
      'offset must be a whole number of 0 or more',
    );
    expect(bounded.parse({ offset: '1000' }).offset).toBe(1000);
  });
});
