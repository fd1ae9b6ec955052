import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/client';
import { createTestDb } from './test-db';

export interface TestAppOptions {
  /** Environment variables as config.ts reads them, e.g. `{ RAZORPAY_KEY_ID: 'rzp_test_x' }`. */
  env?: Record<string, string | undefined>;
  /** A built SPA to serve; by default none. */
  webDistDir?: string | null;
  /** The server renderer for its pages (test/web-renderer.ts); by default none: the bare shell. */
  renderPage?: AppDeps['renderPage'];
  /** Fastify logger options, e.g. `{ level: 'info', stream }` to read the log lines; off by default. */
  logger?: AppDeps['logger'];
  /** The database pool's figures for the metrics, as main.ts hands in on PostgreSQL. */
  poolStats?: AppDeps['poolStats'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The app's DATA_DIR (a fresh temp dir, removed on close). */
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The tests' configuration for a DATA_DIR: quiet, no demo catalogue, then `env` over it. Every
 * request of `app.inject` comes from one address, so the per-client miss budget (decision 0070) is
 * off unless a test turns it on.
 */
export function testConfig(dataDir: string, env: TestAppOptions['env'] = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    CACHE_MISS_BUDGET: '0',
    ...env,
  });
}

/**
 * An app, ready, over a database the caller owns: two app processes on one database, or a shop
 * reopened on a restored backup. The caller closes the app and the database.
 */
export async function buildTestAppOn(
  db: Db,
  dataDir: string,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(dataDir, options.env),
    db,
    webDistDir: options.webDistDir ?? null,
    renderPage: options.renderPage ?? null,
    logger: options.logger,
    poolStats: options.poolStats,
  });
  await app.ready();
  return app;
}

/** A fresh app on a fresh, migrated database and data dir. Always `await close()` (afterAll/afterEach). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-test-'));
  const handle = await createTestDb();
  let app: FastifyInstance;
  try {
    app = await buildTestAppOn(handle.db, dataDir, options);
  } catch (error) {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db: handle.db,
    config: app.config,
    dataDir,
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
