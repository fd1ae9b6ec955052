import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { createTestDb } from '../../test/test-db';
import { createDbFailedSigninCounter } from './failed-signins';

/** The per-account failure counter, in the database (decision 0060). */
describe('createDbFailedSigninCounter', () => {
  let handle: DbHandle;
  let n = 0;
  /** A counter of a name no other test uses: 3 failures in a minute. */
  const fresh = () =>
    createDbFailedSigninCounter(handle.db, `t${++n}`, { max: 3, windowMs: 60_000 });
  /** Ends every window now, as the database clock would a minute later. */
  const endWindows = () =>
    handle.db.execute(sql`update rate_limit_hits set reset_at = now() - interval '1 second'`);

  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('lets a key try until it has max failures in the window, then pauses at most the window', async () => {
    const counter = fresh();
    await counter.recordFailure('a@example.com');
    await counter.recordFailure('a@example.com');
    expect(await counter.retryAfterMs('a@example.com')).toBe(0);
    await counter.recordFailure('a@example.com');
    const wait = await counter.retryAfterMs('a@example.com');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await counter.retryAfterMs('b@example.com')).toBe(0);
  });

  it('frees the key once its window has ended, and counts afresh', async () => {
    const counter = fresh();
    for (let i = 0; i < 5; i += 1) await counter.recordFailure('a');
    await endWindows();
    expect(await counter.retryAfterMs('a')).toBe(0);
    await counter.recordFailure('a');
    await counter.recordFailure('a');
    expect(await counter.retryAfterMs('a')).toBe(0);
  });

  it('forgets a key on reset (a successful sign-in)', async () => {
    const counter = fresh();
    await counter.recordFailure('a');
    await counter.recordFailure('a');
    await counter.reset('a');
    await counter.recordFailure('a');
    await counter.recordFailure('a');
    expect(await counter.retryAfterMs('a')).toBe(0);
  });

  it('keeps the counts of two names apart', async () => {
    const signin = fresh();
    const other = fresh();
    for (let i = 0; i < 3; i += 1) await signin.recordFailure('a');
    expect(await signin.retryAfterMs('a')).toBeGreaterThan(0);
    expect(await other.retryAfterMs('a')).toBe(0);
  });

  it('shares one count between counters on one database (two processes)', async () => {
    const name = `shared${++n}`;
    const first = createDbFailedSigninCounter(handle.db, name, { max: 4, windowMs: 60_000 });
    const second = createDbFailedSigninCounter(handle.db, name, { max: 4, windowMs: 60_000 });
    await Promise.all([first.recordFailure('a'), second.recordFailure('a')]);
    await Promise.all([first.recordFailure('a'), second.recordFailure('a')]);
    expect(await first.retryAfterMs('a')).toBeGreaterThan(0);
    expect(await second.retryAfterMs('a')).toBeGreaterThan(0);
  });
});
