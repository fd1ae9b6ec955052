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

/** A whole `limit` from 1 to `maxLimit`, with one message for any bad value. */
export function pageLimitField(maxLimit: number) {
  const message = pageLimitMessage(maxLimit);
  return z.coerce.number({ error: message }).int(message).min(1, message).max(maxLimit, message);
}

/** A whole `offset` of 0 or more (at most `maxOffset` when given), 0 when left out. */
export function pageOffsetField(maxOffset?: number) {
  const offset = z.coerce
    .number({ error: pageOffsetMessage })
    .int(pageOffsetMessage)
    .min(0, pageOffsetMessage);
  return (maxOffset === undefined ? offset : offset.max(maxOffset, pageOffsetMessage)).default(0);
}

/**
 * `limit` and `offset` of a list's query string, to spread into its `z.object`: a whole `limit`
 * from 1 to `maxLimit` and a whole `offset` of 0 or more, each with one message for any bad value.
 */
export function pagingQueryShape({ maxLimit, defaultLimit, maxOffset }: PagingRule) {
  return {
    limit: pageLimitField(maxLimit).default(defaultLimit),
    offset: pageOffsetField(maxOffset),
  };
}

/** What a back-office list answers a search text over its bound (`searchTextField`). */
export const searchTooLongMessage = (max: number) =>
  `Search text must be at most ${max} characters`;
/** What a back-office list answers a search given twice or not as text. */
export const searchInvalidMessage = 'Search text must be given once, as text';

/** A list's search text (`q`): trimmed, at most `max` characters; blank means no search. */
export function searchTextField(max: number) {
  return z
    .string({ error: searchInvalidMessage })
    .trim()
    .max(max, searchTooLongMessage(max))
    .optional()
    .transform((value) => value || undefined);
}
