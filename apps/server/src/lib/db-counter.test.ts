import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { useTestDb } from '../test/use-test-db';
import { clearHits, countHit, readHits, takeFromLimit } from './db-counter';

/** The counter behind every rate limit, per client and per account (decision 0060). */
describe('db-counter', () => {
  let handle: DbHandle;
  useTestDb((created) => (handle = created));

  let keys = 0;
  /** A key no other test uses. */
  const fresh = () => `test-counter:${++keys}`;
  /** Ends `key`'s window now, as the database clock would once it had passed. */
  const endWindow = (key: string) =>
    handle.db.execute(sql`update rate_limit_hits set reset_at = now() where key = ${key}`);

  it('counts hits in one window and answers the time left in it', async () => {
    const key = fresh();
    expect(await countHit(handle.db, key, 60_000)).toEqual({ hits: 1, resetInMs: 60_000 });
    const second = await countHit(handle.db, key, 60_000);
    expect(second.hits).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await readHits(handle.db, key)).hits).toBe(2);
  });

  it('rounds the time left up, so a window with under a millisecond left never reads as over', async () => {
    // The database clock stands still within a statement: the upsert sees exactly the window.
    expect((await countHit(handle.db, fresh(), 0.4)).resetInMs).toBe(1);
    expect((await countHit(handle.db, fresh(), 1500.2)).resetInMs).toBe(1501);
  });

  it('starts a new window at the first hit after one has ended', async () => {
    const key = fresh();
    await countHit(handle.db, key, 60_000);
    await countHit(handle.db, key, 60_000);
    await endWindow(key);
    expect(await readHits(handle.db, key)).toEqual({ hits: 0, resetInMs: 0 });
    expect(await countHit(handle.db, key, 60_000)).toEqual({ hits: 1, resetInMs: 60_000 });
  });

  it('forgets a key once cleared', async () => {
    const key = fresh();
    await countHit(handle.db, key, 60_000);
    await clearHits(handle.db, key);
    expect(await readHits(handle.db, key)).toEqual({ hits: 0, resetInMs: 0 });
  });

  it('takes from a limit until it is spent, then answers the wait', async () => {
    const limit = { prefix: fresh(), max: 2, windowMs: 60_000 };
    expect(await takeFromLimit(handle.db, limit, 'a')).toBe(0);
    expect(await takeFromLimit(handle.db, limit, 'a')).toBe(0);
    expect(await takeFromLimit(handle.db, limit, 'b')).toBe(0);
    const wait = await takeFromLimit(handle.db, limit, 'a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
  });
});
