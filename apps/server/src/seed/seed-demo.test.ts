import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { discountedPaise } from '@artshop/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { productReviews, products, users, websiteReviews } from '../db/schema';
import { verifyPassword } from '../lib/password';
import { createTestDb } from '../test/test-db';
import { DEFAULT_ADMIN_EMAIL, GENERATED_PASSWORD_FILE } from './ensure-admin';
import { seedDemo } from './seed-demo';

function silentLog() {
  return { info: vi.fn<(message: string) => void>(), warn: vi.fn<(message: string) => void>() };
}

describe('seedDemo: catalogue', () => {
  let handle: DbHandle;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'artshop-seed-'));
    handle = await createTestDb();
    const result = await seedDemo(handle.db, loadConfig({ DATA_DIR: dataDir }), silentLog());
    expect(result.products).toBeGreaterThanOrEqual(32);
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('inserts paintings, stone art and website reviews', async () => {
    const rows = await handle.db.select().from(products);
    expect(rows.filter((p) => p.type === 'painting').length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((p) => p.type === 'stoneArt').length).toBeGreaterThanOrEqual(24);
    expect((await handle.db.select().from(websiteReviews)).length).toBeGreaterThanOrEqual(6);
    // Marked, so 'Remove the demo catalogue' finds them all (decision 0086).
    expect(rows.every((row) => row.demo)).toBe(true);
    expect((await handle.db.select().from(websiteReviews)).every((row) => row.demo)).toBe(true);
    for (const p of rows.filter((r) => r.type === 'painting')) expect(p.artist).toBeTruthy();
  });

  it('spreads prices from under ₹1,000 to over ₹1,00,000 and computes discounts', async () => {
    const rows = await handle.db.select().from(products);
    const prices = rows.map((p) => p.pricePaise);
    expect(Math.min(...prices)).toBeLessThan(100_000);
    expect(Math.max(...prices)).toBeGreaterThan(10_000_000);
    const discounted = rows.filter((p) => p.discountPercentage > 0);
    expect(discounted.length).toBeGreaterThan(3);
    for (const p of rows) {
      expect(p.discountPricePaise).toBe(discountedPaise(p.pricePaise, p.discountPercentage));
    }
    expect(rows.some((p) => p.isPremium)).toBe(true);
    expect(new Set(rows.map((p) => p.bgColor)).size).toBeGreaterThan(10);
    expect(new Set(rows.map((p) => p.createdAt.getTime())).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.orderCount)).size).toBeGreaterThan(10);
  });

  it('keeps each product rating consistent with its reviews', async () => {
    const rows = await handle.db.select().from(products);
    const reviews = await handle.db.select().from(productReviews);
    expect(reviews.length).toBeGreaterThan(10);
    for (const p of rows) {
      const own = reviews.filter((r) => r.productId === p.id);
      expect(p.ratingCount).toBe(own.length);
      if (own.length > 0) {
        const average = own.reduce((sum, r) => sum + r.rating, 0) / own.length;
        expect(p.rating).toBeCloseTo(Math.round(average * 10) / 10, 5);
      }
    }
  });

  it('stores a main and two sidebar images with every variant file on disk', async () => {
    const rows = await handle.db.select().from(products).orderBy(asc(products.createdAt));
    for (const p of rows) {
      expect(p.images.map((i) => i.role)).toEqual(['main', 'sidebar', 'sidebar']);
      const main = p.images[0];
      expect(main?.width).toBe(1280);
      for (const image of p.images) {
        expect(image.url).toBe(image.variants[image.variants.length - 1]?.url);
        for (const v of image.variants) {
          expect(v.url).toMatch(/^\/media\/products\/[0-9a-f]{16}-\d+\.webp$/);
          expect(existsSync(join(dataDir, v.url))).toBe(true);
        }
      }
    }
    // Every product has its own pictures.
    expect(new Set(rows.map((p) => p.images[0]?.url)).size).toBe(rows.length);
  });

  it('adds nothing when run again', async () => {
    const before = (await handle.db.select().from(products)).length;
    const result = await seedDemo(handle.db, loadConfig({ DATA_DIR: dataDir }), silentLog());
    expect(result.products).toBe(0);
    expect((await handle.db.select().from(products)).length).toBe(before);
  });
});

describe('seedDemo: admin bootstrap', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });
  const noCatalogue = { DATA_DIR: '/nonexistent', SEED_DEMO: 'false' };

  it('creates the configured admin, then applies a new ADMIN_PASSWORD and the admin role', async () => {
    const config = loadConfig({
      ...noCatalogue,
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'first-secret',
    });
    await seedDemo(handle.db, config, silentLog());
    const [created] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'Owner@Example.com'));
    expect(created?.role).toBe('admin');
    expect(await verifyPassword('first-secret', created?.passwordHash ?? '')).toBe(true);

    await handle.db
      .update(users)
      .set({ role: 'customer' })
      .where(eq(users.id, created?.id ?? ''));
    const changed = loadConfig({
      ...noCatalogue,
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'second-secret',
    });
    await seedDemo(handle.db, changed, silentLog());
    const all = await handle.db.select().from(users);
    expect(all).toHaveLength(1);
    expect(all[0]?.role).toBe('admin');
    expect(await verifyPassword('second-secret', all[0]?.passwordHash ?? '')).toBe(true);
    expect(await handle.db.select().from(products)).toEqual([]);
  });

  it('without configured credentials and no admin, creates one once, its password in a file', async () => {
    await handle.db.delete(users);
    const dataDir = await mkdtemp(join(tmpdir(), 'artshop-seed-admin-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
      const log = silentLog();
      await seedDemo(handle.db, config, log);
      await seedDemo(handle.db, config, log);

      // The password never reaches the log (ensure-admin.test.ts covers the file in detail).
      const lines = [...log.info.mock.calls, ...log.warn.mock.calls].map(([m]) => m);
      expect(lines.filter((m) => m.includes('Admin account created'))).toHaveLength(1);
      const file = await readFile(join(dataDir, GENERATED_PASSWORD_FILE), 'utf8');
      const password = /^password: (\S+)$/m.exec(file)?.[1] ?? '';
      expect(lines.join('\n')).not.toContain(password);

      const admins = await handle.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins.map((a) => a.email)).toEqual([DEFAULT_ADMIN_EMAIL]);
      expect(await verifyPassword(password, admins[0]?.passwordHash ?? '')).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
