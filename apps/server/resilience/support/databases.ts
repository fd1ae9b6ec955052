import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The shared PostgreSQL server of these machines (never stopped by a test: see pg-cluster.ts). */
export const SHARED_POSTGRES =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SHARED_POSTGRES });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the shared server; `drop()` removes it (and closes what still uses it). */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `resilience_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database "${name}"`));
  const url = new URL(SHARED_POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  };
}
