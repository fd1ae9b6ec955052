import { createDb } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import type { ProductRow } from '../../src/db/schema';
import { createProducts } from '../../src/test/factories/catalog';
import { createPgliteTestDb } from '../../src/test/pglite-template';

export interface ShopData {
  products: ProductRow[];
}

/**
 * Migrates the database (an embedded one in `dataDir`, or `databaseUrl`) and puts stone art pieces
 * in it, before a server process opens it: the demo seed renders images and takes longer.
 */
export async function prepareShop(
  target: { dataDir: string } | { databaseUrl: string },
  productCount = 6,
): Promise<ShopData> {
  const handle = await openMigrated(target);
  try {
    const products = await createProducts(handle.db, productCount, () => ({ type: 'stoneArt' }));
    return { products };
  } finally {
    await handle.close();
  }
}

/**
 * An embedded database starts from the migrated template (seconds of initdb and migrations saved);
 * a PostgreSQL one is migrated in place.
 */
async function openMigrated(target: { dataDir: string } | { databaseUrl: string }) {
  if ('dataDir' in target) return createPgliteTestDb({ dataDir: target.dataDir });
  const handle = await createDb(target);
  try {
    await migrate(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

export const ADMIN = { email: 'owner@example.com', password: 'Owner-pass-12345' };
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
