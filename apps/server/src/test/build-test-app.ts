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
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The app's DATA_DIR (a fresh temp dir, removed on close). */
  dataDir: string;
  close: () => Promise<void>;
}

/** A fresh app on a fresh, migrated database and data dir. Always `await close()` (afterAll/afterEach). */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...options.env,
  });
  const handle = await createTestDb();
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db: handle.db,
      webDistDir: options.webDistDir ?? null,
      renderPage: options.renderPage ?? null,
      logger: options.logger,
    });
    await app.ready();
  } catch (error) {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db: handle.db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
