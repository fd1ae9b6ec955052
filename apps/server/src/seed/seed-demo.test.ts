import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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
import { DEFAULT_ADMIN_EMAIL } from './ensure-admin';
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

  it('creates the configured admin, then updates its password and role', async () => {
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

  it('without configured credentials and no admin, creates one and logs its password once', async () => {
    await handle.db.delete(users);
    const config = loadConfig(noCatalogue);
    const log = silentLog();
    await seedDemo(handle.db, config, log);
    await seedDemo(handle.db, config, log);

    const lines = [...log.info.mock.calls, ...log.warn.mock.calls].map(([m]) => m);
    const passwordLines = lines.filter((m) => m.includes('password:'));
    expect(passwordLines).toHaveLength(1);
    const match = /Admin account created: (\S+) \/ password: (\S+)/.exec(passwordLines[0] ?? '');
    expect(match?.[1]).toBe(DEFAULT_ADMIN_EMAIL);

    const admins = await handle.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(await verifyPassword(match?.[2] ?? '', admins[0]?.passwordHash ?? '')).toBe(true);
  });
});
