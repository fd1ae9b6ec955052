import { z } from 'zod';

/** Every paged list (catalogue, reviews, admin products, admin orders) answers a bad page alike. */
export const pageLimitMessage = (max: number) => `limit must be a whole number from 1 to ${max}`;
export const pageOffsetMessage = 'offset must be a whole number of 0 or more';

export interface PagingRule {
  /** The largest `limit` a client may ask for. */
  maxLimit: number;
  /** The `limit` when the query leaves it out. */
  defaultLimit: number;
  /** The largest `offset`, when the list bounds it. */
  maxOffset?: number;
}

/**
 * `limit` and `offset` of a list's query string, to spread into its `z.object`: a whole `limit`
 * from 1 to `maxLimit` and a whole `offset` of 0 or more, each with one message for any bad value.
 */
export function pagingQueryShape({ maxLimit, defaultLimit, maxOffset }: PagingRule) {
  const limitMessage = pageLimitMessage(maxLimit);
  const offset = z.coerce
    .number({ error: pageOffsetMessage })
    .int(pageOffsetMessage)
    .min(0, pageOffsetMessage);
  return {
    limit: z.coerce
      .number({ error: limitMessage })
      .int(limitMessage)
      .min(1, limitMessage)
      .max(maxLimit, limitMessage)
      .default(defaultLimit),
    offset: (maxOffset === undefined ? offset : offset.max(maxOffset, pageOffsetMessage)).default(
      0,
    ),
  };
}
