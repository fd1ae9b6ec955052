import { z } from 'zod';

/**
 * Cursor paging of a newest-first list (decision 0127): `after` is the `nextCursor` of the page
 * before, the last row's creation time in microseconds since 1970 and its id, so the next page
 * starts right after that row however many rows were added at the top meanwhile. `offset` keeps
 * working beside it (the spec's client and the web app page by it).
 */
export const cursorMessages = {
  invalid: 'after must be the nextCursor of an earlier page of this list',
  withOffset: 'Use either after or offset, not both',
  newestOnly: 'after pages only the newest first order (sort=newest)',
} as const;

/** A page's position: where the row it follows was made, and its id (the tie-breaker). */
export interface ListCursor {
  /** Microseconds since 1970-01-01 UTC, as digits (more than a double holds exactly). */
  micros: string;
  id: string;
}

const CURSOR_PATTERN =
  /^(\d{1,18})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The cursor of a row, as `nextCursor` carries it. */
export function formatListCursor(cursor: ListCursor): string {
  return `${cursor.micros}_${cursor.id}`;
}

/** The cursor an `after` names, or null when it is not one this server gave. */
export function parseListCursor(text: string): ListCursor | null {
  const match = CURSOR_PATTERN.exec(text);
  if (!match) return null;
  return { micros: match[1]!, id: match[2]!.toLowerCase() };
}

/** `after`, to spread into a list's query `z.object`: absent or blank is the first page. */
export const cursorQueryShape = {
  after: z
    .string({ error: cursorMessages.invalid })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const cursor = parseListCursor(value);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: cursorMessages.invalid });
        return z.NEVER;
      }
      return cursor;
    }),
};

/** A list answer's `nextCursor`: the `after` of the next page, null on the last one. */
export const nextCursorSchema = z.string().nullable().optional();

/** The rule of every cursor-paged query: `after` replaces `offset`, it does not add to it. */
export const cursorWithoutOffset = (query: { after?: ListCursor; offset: number }) =>
  query.after === undefined || query.offset === 0;
