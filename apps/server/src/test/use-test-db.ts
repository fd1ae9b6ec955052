import { beforeAll } from 'vitest';
import type { DbHandle } from '../db/client';
import { createTestDb } from './test-db';

/**
 * The database of a test file or `describe` block that needs no app: created once before its
 * tests and always closed after them; `use` stores it in the file's variables:
 *
 *   let handle: DbHandle;
 *   useTestDb((created) => (handle = created));
 */
export function useTestDb(use: (handle: DbHandle) => void): void {
  beforeAll(async () => {
    const handle = await createTestDb();
    use(handle);
    // vitest runs the function beforeAll returns once the block's tests are done.
    return () => handle.close();
  });
}
