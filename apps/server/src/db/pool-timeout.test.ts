import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { DATABASE_BUSY_MESSAGE } from '../plugins/error-handler';
import { testDatabaseUrl } from '../test/test-env';
import { createDb, type DbHandle } from './client';

// A request waits a bounded time for a PostgreSQL connection (DATABASE_POOL_TIMEOUT_MS), then
// answers 503 with a clear message and Retry-After, never a 500 and never an endless wait.

const POOL_TIMEOUT_MS = 300;

/** An app over `handle` (GET /api/healthz runs `select 1`: no tables needed). */
async function appOver(handle: DbHandle): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, db: handle.db, webDistDir: null });
  await app.ready();
  return app;
}

async function expectBusyAnswer(app: FastifyInstance): Promise<void> {
  const started = Date.now();
  const response = await app.inject({ method: 'GET', url: '/api/healthz' });
  const waited = Date.now() - started;
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    message: DATABASE_BUSY_MESSAGE,
  });
  expect(response.headers['retry-after']).toBe('5');
  expect(waited).toBeGreaterThanOrEqual(POOL_TIMEOUT_MS - 50);
  expect(waited).toBeLessThan(POOL_TIMEOUT_MS + 2000);
}

/** A TCP server that accepts connections and never says a word, like a database that hangs. */
async function silentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://artshop@127.0.0.1:${port}/artshop`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('waiting for a PostgreSQL connection', () => {
  it('answers 503 when a new connection does not open within the bound', async () => {
    const silent = await silentServer();
    const handle = await createDb({ databaseUrl: silent.url, poolTimeoutMs: POOL_TIMEOUT_MS });
    const app = await appOver(handle);
    try {
      await expectBusyAnswer(app);
    } finally {
      await app.close();
      await handle.close();
      await silent.close();
    }
  });

  it('answers 503 when every pool connection is held by a transaction, and serves again once it ends', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) the real server; otherwise the silent one, where the only
    // connection never opens, so the second request waits in the pool's queue all the same.
    const silent = testDatabaseUrl() ? undefined : await silentServer();
    const handle = await createDb({
      databaseUrl: testDatabaseUrl() ?? silent!.url,
      poolSize: 1,
      poolTimeoutMs: POOL_TIMEOUT_MS,
    });
    const app = await appOver(handle);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const holder = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await released;
      })
      .catch(() => undefined);
    try {
      // Let the transaction take the pool's one connection first.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expectBusyAnswer(app);
      if (testDatabaseUrl()) {
        release();
        await holder;
        const after = await app.inject({ method: 'GET', url: '/api/healthz' });
        expect(after.statusCode).toBe(200);
      }
    } finally {
      release();
      await holder;
      await app.close();
      await handle.close();
      await silent?.close();
    }
  });
});
