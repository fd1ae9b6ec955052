import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgCluster, type PgCluster } from './support/pg-cluster';
import { startServer, type ServerProcess } from './support/server-process';
import { Shopper } from './support/shopper';
import { until } from './support/until';

/** Nothing internal in an answer: no stack, no source path, no driver words. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/ECONN|at \w+ \(|\.ts:\d|node_modules|\/work\/|postgres:\/\//);
}

describe('the PostgreSQL server stopped for a while', () => {
  let cluster: PgCluster;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await createPgCluster();
    server = await startServer({
      DATABASE_URL: cluster.url,
      PAYMENTS_TEST_MODE: 'true',
      DATABASE_POOL_TIMEOUT_MS: '2000',
    });
  });

  afterAll(async () => {
    await server?.kill();
    cluster?.destroy();
  });

  it('answers 503 without internals, says so in the health check, and recovers without a restart', async () => {
    const shopper = new Shopper(server.url, 1);
    await shopper.signUp();
    expect((await shopper.request('GET', '/api/user/cart')).status).toBe(200);

    cluster.stop();
    const cart = await shopper.request('GET', '/api/user/cart');
    expect(cart.status).toBe(503);
    expect(cart.json()).toMatchObject({ message: expect.stringContaining('try again') });
    expectNoInternals(cart.text);
    const health = await shopper.request('GET', '/api/healthz');
    expect(health.status).toBe(503);
    expectNoInternals(health.text);
    // A write meets the same answer and leaves nothing behind to repair.
    const signUp = await new Shopper(server.url, 2).request('POST', '/api/auth/signup', {
      name: 'Late Shopper',
      phone: '9876543210',
      email: 'late@example.com',
      password: 'Shopper-pass-1',
    });
    expect(signUp.status).toBe(503);
    expectNoInternals(signUp.text);

    cluster.start();
    await until('the health check answering again', async () => {
      return (await shopper.request('GET', '/api/healthz')).status === 200;
    });
    // The same process, the same session: the shop is back.
    expect((await shopper.request('GET', '/api/user/cart')).status).toBe(200);
    expect(server.pid).toBeGreaterThan(0);
    shopper.close();
  });
});
