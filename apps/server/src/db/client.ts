import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import * as schema from './schema';

/** One Drizzle type for both drivers: services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

/** A PostgreSQL pool's connections right now (the metrics, decision 0113). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** PostgreSQL only: the pool's connections. */
  poolStats?: () => PoolStats;
  /** Must be called: an open PGlite keeps the process alive, an open Pool holds connections. */
  close: () => Promise<void>;
  /** PGlite only: a gzipped tarball of the data directory, taken between two queries (backups). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface CreateDbOptions {
  /** A PostgreSQL server; wins over everything else. */
  databaseUrl?: string | undefined;
  /** PostgreSQL: connections in the pool (default 10). */
  poolSize?: number | undefined;
  /**
   * PostgreSQL: how long a query waits for a pool connection (or a new connection to open) before
   * it fails with the driver's timeout error, which the error handler answers as 503 (default 5 s).
   */
  poolTimeoutMs?: number | undefined;
  /** Embedded mode: the PGlite files live in `<dataDir>/db`. */
  dataDir?: string | undefined;
  /** Embedded and in memory (tests). */
  inMemory?: boolean | undefined;
  /**
   * A `dumpDataDir()` tarball to start from: in memory (tests: a pre-migrated template), or with
   * `dataDir`, written into its empty `db` folder first (restoring a backup).
   */
  loadDataDir?: Blob | undefined;
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Without it a request waits for a connection for ever behind a stuck transaction.
      connectionTimeoutMillis: options.poolTimeoutMs ?? 5000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }

  // Every PGlite start loads the extensions the migrations create (0003: pg_trgm for the admin
  // searches); a database created with one cannot be opened without it.
  const extensions = { pg_trgm };
  // Durable mode, said out loud (docs/decisions/0041-durability-and-shutdown.md): a query resolves
  // only after its commit's WAL is written to the data directory's files, so an answered write
  // survives the process dying. `true` would let a sync to storage finish after the answer.
  const durability = { relaxedDurability: false };
  let client: PGlite;
  // Only a data directory on disk is locked; in-memory databases belong to their process alone.
  let lock: DataDirLock | undefined;
  if (options.loadDataDir && (options.inMemory || !options.dataDir)) {
    client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions });
  } else if (options.inMemory || !options.dataDir) {
    client = await PGlite.create({ extensions });
  } else {
    const dir = path.resolve(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    lock = lockDataDir(dir);
    try {
      // With a tarball (a restore), PGlite fills the empty directory from it first.
      client = await PGlite.create({
        dataDir: dir,
        extensions,
        ...durability,
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
