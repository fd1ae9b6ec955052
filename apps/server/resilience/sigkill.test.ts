import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { buyAndPay } from './support/checkout';
import { freshDatabase } from './support/databases';
import { startServer, type ServerProcess } from './support/server-process';
import { ADMIN, ADMIN_ENV, prepareShop } from './support/shop-data';
import { Shopper } from './support/shopper';
import { until } from './support/until';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startTracked(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ PAYMENTS_TEST_MODE: 'true', ...ADMIN_ENV, ...env });
  cleanups.push(() => server.kill());
  return server;
}

describe.each(['pglite', 'postgres'] as const)(
  'the server killed with SIGKILL mid-traffic (%s)',
  (kind) => {
    it('comes back with every order whole or absent, paid orders paid and answered writes kept', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-kill-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      let target: { dataDir: string } | { databaseUrl: string } = { dataDir };
      const env: Record<string, string> = { DATA_DIR: dataDir };
      if (kind === 'postgres') {
        const database = await freshDatabase();
        cleanups.push(database.drop);
        target = { databaseUrl: database.url };
        env.DATABASE_URL = database.url;
      }
      const { products } = await prepareShop(target);
      const server = await startTracked(env);

      const admin = new Shopper(server.url, 200);
      expect((await admin.request('POST', '/api/admin/signin', ADMIN)).status).toBe(200);
      const paid: string[] = [];
      const coupons: string[] = [];
      let running = true;
      const shoppers = Array.from({ length: 6 }, async (_, i) => {
        const shopper = new Shopper(server.url, i + 1);
        try {
          await shopper.signUp();
          while (running) {
            const outcome = await buyAndPay(shopper, products[i % products.length]!.id);
            if (outcome.step === 'paid') paid.push(outcome.orderId);
          }
        } catch {
          // The connection died with the server: what matters is what the database kept.
        } finally {
          shopper.close();
        }
      });
      const adminWrites = (async () => {
        try {
          for (let n = 0; running; n += 1) {
            const code = `KILL-${n}`;
            const answer = await admin.request('POST', '/api/coupons', {
              code,
              discount: 10,
              expiryDate: '2099-12-31',
            });
            if (answer.status === 201) coupons.push(code);
          }
        } catch {
          // As above.
        }
      })();
      await until(
        'paid orders and coupons made before the kill',
        () => paid.length >= 6 && coupons.length >= 3,
        120_000,
      );
      await server.kill();
      running = false;
      await Promise.all([...shoppers, adminWrites]);
      admin.close();

      // The same data again: on PGlite the dead process's lock is taken over.
      const restarted = await startTracked(env);
      if (kind === 'pglite') {
        // A second process on a directory in use stops with one clear line.
        await expect(startServer({ PAYMENTS_TEST_MODE: 'true', ...env })).rejects.toThrow(
          /is in use by another process/,
        );
      }
      const shopper = new Shopper(restarted.url, 50);
      await shopper.signUp();
      expect(await buyAndPay(shopper, products[0]!.id)).toMatchObject({ step: 'paid' });
      shopper.close();
      expect(await restarted.stop()).toBe(0);

      const handle = await createDb(target);
      try {
        const torn = rowsOf<{ id: string }>(
          await handle.db.execute(sql`
          select o.id from orders o
          left join order_items i on i.order_id = o.id
          group by o.id
          having count(i.id) = 0 or o.subtotal_paise <> sum(i.discount_price_paise * i.quantity)`),
        );
        expect(torn).toEqual([]);
        const statuses = rowsOf<{ id: string; payment_status: string }>(
          await handle.db.execute(sql`select id, payment_status from orders`),
        );
        const statusOf = new Map(statuses.map((row) => [row.id, row.payment_status]));
        for (const id of paid) expect(statusOf.get(id), `order ${id}`).toBe('success');
        const kept = rowsOf<{ code: string }>(
          await handle.db.execute(sql`select code from coupons`),
        );
        expect(kept.map((row) => row.code)).toEqual(expect.arrayContaining(coupons));
      } finally {
        await handle.close();
      }
    });
  },
);
