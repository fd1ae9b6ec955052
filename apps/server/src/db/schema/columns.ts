import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/** Every timestamp is a `timestamp with time zone` (docs/architecture.md, conventions). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * `column in ('a', 'b')` for a check constraint, from the value list in packages/shared, so the
 * database, the Zod schemas and the types read one list. The values are constants of ours, never
 * input; quotes are doubled anyway.
 */
export function oneOf(column: PgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
