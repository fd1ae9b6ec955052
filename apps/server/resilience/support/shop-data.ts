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
  // An embedded database starts from the migrated template (seconds of initdb and migrations saved);
  // a PostgreSQL one is migrated in place.
  const handle =
    'dataDir' in target
      ? await createPgliteTestDb({ dataDir: target.dataDir })
      : await createDb(target);
  try {
    if (!('dataDir' in target)) await migrate(handle.db);
    const products = await createProducts(handle.db, productCount, () => ({ type: 'stoneArt' }));
    return { products };
  } finally {
    await handle.close();
  }
}

export const ADMIN = { email: 'owner@example.com', password: 'Owner-pass-12345' };
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
