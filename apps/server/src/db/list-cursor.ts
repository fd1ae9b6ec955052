import type { ListCursor } from '@artshop/shared';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Rows made before the cursor's row, in the newest-first order (decision 0127): a row comparison the
 * (created_at desc, id desc) indexes answer as a range, so a page deep in the list costs what the
 * first one does. The time is rebuilt from whole microseconds, exactly as it was stored.
 */
export function beforeCursor(
  table: { createdAt: AnyColumn; id: AnyColumn },
  cursor: ListCursor | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${table.createdAt}, ${table.id}) < (timestamptz 'epoch' + interval '1 microsecond' * ${cursor.micros}::bigint, ${cursor.id}::uuid)`;
}

/** A row's creation time in whole microseconds since 1970, as text: a cursor's first half. */
export const cursorMicros = (createdAt: AnyColumn | SQL.Aliased) =>
  sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;
