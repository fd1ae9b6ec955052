import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db, DbHandle } from '../db/client';
import * as schema from '../db/schema';

/**
 * A test process's in-memory PGlite databases, used again: starting one from the migrated template
 * takes about a second of a core (185 starts were half the server project's test time), emptying
 * one back to the template's rows takes milliseconds. A database closed by its test goes back to
 * the pool once it is as the template left it: every table of the shop truncated, the template's
 * own rows (the shipping settings) put back, the sequences restarted, the session's settings and
 * advisory locks dropped. Each handle gets its own Drizzle object, so whatever the app keeps per
 * database (`oncePerDb`, the response cache) starts empty. A database that cannot be emptied is
 * closed instead.
 */

/** Idle databases kept per process: a test file rarely has more than two open at once. */
const MAX_IDLE = 3;
const idle: PGlite[] = [];

/** The SQL that takes a database back to the template's state, read off the first fresh one. */
let resetSql: Promise<string> | undefined;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function readResetSql(client: PGlite): Promise<string> {
  const tables = (
    await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).rows.map((row) => row.name);
  const sequences = (
    await client.query<{ name: string; start: string }>(
      `select sequencename as name, start_value::text as start from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  const statements = [
    'select pg_advisory_unlock_all()',
    'reset all',
    `truncate table ${tables.map(quoted).join(', ')} restart identity cascade`,
    ...sequences.map(
      ({ name, start }) => `select setval(${literal(`public.${quoted(name)}`)}, ${start}, false)`,
    ),
  ];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: unknown[] | null }>(
      `select json_agg(t) as rows from public.${quoted(table)} t`,
    );
    if (!rows[0]?.rows) continue;
    // Generated columns are computed again on insert.
    const columns = (
      await client.query<{ name: string }>(
        `select attname as name from pg_attribute
         where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
         order by attnum`,
        [`public.${quoted(table)}`],
      )
    ).rows.map((row) => quoted(row.name));
    statements.push(
      `insert into public.${quoted(table)} (${columns.join(', ')}) select ${columns.join(', ')} ` +
        `from json_populate_recordset(null::public.${quoted(table)}, ${literal(JSON.stringify(rows[0].rows))})`,
    );
  }
  return statements.join(';\n');
}

/** A handle over `client` whose close empties it and keeps it for the next test. */
function pooledHandle(client: PGlite, reset: string): DbHandle {
  const db = drizzle({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: async () => {
      if (closed) return;
      closed = true;
      if (client.closed) return;
      if (idle.length >= MAX_IDLE) {
        await client.close();
        return;
      }
      try {
        await client.exec(reset);
        idle.push(client);
      } catch {
        // A database that cannot be emptied (a test left it broken) is not handed on.
        await client.close();
      }
    },
  };
}

/**
 * A migrated in-memory database: an idle one from the pool, else a new one from `start` (which
 * loads the template and checks it is migrated).
 */
export async function pooledPgliteDb(start: () => Promise<PGlite>): Promise<DbHandle> {
  let client = idle.pop();
  if (!client) {
    client = await start();
    resetSql ??= readResetSql(client);
  }
  return pooledHandle(client, await resetSql!);
}
