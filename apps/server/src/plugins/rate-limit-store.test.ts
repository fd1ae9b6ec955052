import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { createTestDb } from '../test/test-db';
import { pgRateLimitStore } from './rate-limit-store';

// Two app instances on one database stand in for two server processes behind a load balancer.
async function limitedApp(handle: DbHandle): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(rateLimit, { global: false, store: pgRateLimitStore(handle.db) });
  app.get(
    '/limited',
    { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } },
    async () => 'ok',
  );
  app.get(
    '/other',
    { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } },
    async () => 'ok',
  );
  await app.ready();
  return app;
}

describe('PostgreSQL rate-limit store', () => {
  let handle: DbHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    handle = await createTestDb();
    a = await limitedApp(handle);
    b = await limitedApp(handle);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await handle.close();
  });

  const hit = (app: FastifyInstance, url: string, ip: string) =>
    app.inject({ method: 'GET', url, remoteAddress: ip });

  it('shares one count per client and route across processes', async () => {
    expect((await hit(a, '/limited', '1.1.1.1')).statusCode).toBe(200);
    expect((await hit(b, '/limited', '1.1.1.1')).statusCode).toBe(200);
    const third = await hit(a, '/limited', '1.1.1.1');
    expect(third.statusCode).toBe(200);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    const fourth = await hit(b, '/limited', '1.1.1.1');
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts other clients and other routes separately', async () => {
    expect((await hit(a, '/limited', '2.2.2.2')).statusCode).toBe(200);
    expect((await hit(b, '/other', '1.1.1.1')).statusCode).toBe(200);
  });
});
