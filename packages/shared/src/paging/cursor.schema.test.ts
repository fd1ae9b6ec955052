import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cursorMessages,
  cursorQueryShape,
  cursorWithoutOffset,
  formatListCursor,
  parseListCursor,
} from './cursor.schema';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const query = z
  .object({ offset: z.coerce.number().default(0), ...cursorQueryShape })
  .refine(cursorWithoutOffset, { error: cursorMessages.withOffset, path: ['after'] });
const firstMessage = (input: unknown) => query.safeParse(input).error?.issues[0]?.message;

describe('list cursors', () => {
  it('reads back what it writes, microseconds and id', () => {
    const cursor = { micros: '1764250000123456', id };
    expect(parseListCursor(formatListCursor(cursor))).toEqual(cursor);
    expect(parseListCursor(`1_${id.toUpperCase()}`)).toEqual({ micros: '1', id });
  });

  it('takes a blank after as the first page and refuses anything but a cursor', () => {
    expect(query.parse({}).after).toBeUndefined();
    expect(query.parse({ after: ' ' }).after).toBeUndefined();
    expect(query.parse({ after: `5_${id}` }).after).toEqual({ micros: '5', id });
    for (const after of ['2', `x_${id}`, `5_${id}x`, '5_not-a-uuid', `-5_${id}`]) {
      expect(firstMessage({ after }), after).toBe(cursorMessages.invalid);
    }
    expect(firstMessage({ after: `5_${id}`, offset: '10' })).toBe(cursorMessages.withOffset);
  });
});
