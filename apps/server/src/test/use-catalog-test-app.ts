import { beforeEach } from 'vitest';
import type { Db } from '../db/client';
import { buildAdminTestApp, type AdminTestApp } from './build-admin-test-app';
import { resetCatalog } from './factories/catalog';
import { useTestApp } from './use-test-app';

/**
 * A catalogue test file's app: built once with an admin and a customer signed in, its catalogue
 * emptied (and its cache dropped) before each test, so each test's products are its own.
 *
 *   useCatalogTestApp((built) => ({ t, admin } = built));
 */
export function useCatalogTestApp(use: (built: AdminTestApp) => void): void {
  let db: Db;
  useTestApp(buildAdminTestApp, (built) => {
    db = built.t.db;
    use(built);
  });
  beforeEach(async () => {
    await resetCatalog(db);
  });
}
