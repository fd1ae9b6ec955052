import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/client';
import { adminSigninChallenges, sessions } from '../../db/schema';
import { createTestDb } from '../../test/test-db';
import { createUser } from '../../test/factories/users';
import { registerSessionSweep, startSessionSweep, sweepSessions } from './session-sweep';
import { createSession } from './session.service';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('session sweep', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });

  const sessionIds = async (userId: string) =>
    (await handle.db.select().from(sessions).where(eq(sessions.userId, userId))).map((r) => r.id);

  async function addChallenge(userId: string, expiresAt: Date) {
    const [row] = await handle.db
      .insert(adminSigninChallenges)
      .values({ tokenHash: randomBytes(32).toString('hex'), userId, expiresAt })
      .returning();
    return row?.id;
  }

  it('deletes expired and idle sessions and expired sign-in challenges, and nothing live', async () => {
    const now = new Date('2025-03-01T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const user = await createUser(handle.db, { role: 'admin' });
    const open = (kind: 'admin' | 'customer', openedAgo: number) =>
      createSession(handle.db, user.id, kind, ago(openedAgo)).then((s) => s.session.id);

    const liveAdmin = await open('admin', 10 * MINUTE);
    await open('admin', 31 * MINUTE);
    const liveCustomer = await open('customer', 29 * DAY);
    await open('customer', 31 * DAY);
    // Active to the last minute, but past its 12 hours.
    const oldAdmin = await open('admin', 13 * 60 * MINUTE);
    await handle.db
      .update(sessions)
      .set({ lastSeenAt: ago(MINUTE) })
      .where(eq(sessions.id, oldAdmin));
    const liveChallenge = await addChallenge(user.id, new Date(now.getTime() + MINUTE));
    await addChallenge(user.id, ago(MINUTE));

    expect(await sweepSessions(handle.db, now)).toEqual({ sessions: 3, challenges: 1 });
    expect((await sessionIds(user.id)).sort()).toEqual([liveAdmin, liveCustomer].sort());
    const challenges = await handle.db.select().from(adminSigninChallenges);
    expect(challenges.map((c) => c.id)).toEqual([liveChallenge]);

    // Another process sweeping the same rows at once finds nothing left to do.
    expect(await sweepSessions(handle.db, now)).toEqual({ sessions: 0, challenges: 0 });
  });

  it('runs on its timer and waits for a run in progress when stopped', async () => {
    const user = await createUser(handle.db);
    await createSession(handle.db, user.id, 'customer', new Date(Date.now() - 91 * DAY));
    const log = { debug: vi.fn(), warn: vi.fn() };
    const sweep = startSessionSweep({
      db: handle.db,
      log: log as unknown as Parameters<typeof startSessionSweep>[0]['log'],
      intervalMs: 20,
    });
    await vi.waitFor(async () => expect(await sessionIds(user.id)).toEqual([]));
    await sweep.stop();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('runs while an app listens and stops when it closes', async () => {
    const app = Fastify();
    app.decorate('db', handle.db);
    registerSessionSweep(app, 20);
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const user = await createUser(handle.db, { role: 'admin' });
      await createSession(handle.db, user.id, 'admin', new Date(Date.now() - 31 * MINUTE));
      await vi.waitFor(async () => expect(await sessionIds(user.id)).toEqual([]));
    } finally {
      await app.close();
    }
    // Closed: a session that expires now is left for the next server.
    const user = await createUser(handle.db, { role: 'admin' });
    await createSession(handle.db, user.id, 'admin', new Date(Date.now() - 31 * MINUTE));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sessionIds(user.id)).toHaveLength(1);
  });
});
