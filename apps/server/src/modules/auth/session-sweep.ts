import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSigninChallenges } from '../../db/schema';
import { startRepeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import { deleteExpiredSessions } from './session.service';

/**
 * Lookups already refuse (and delete) a session past its idle or absolute limit, but a session
 * nobody presents again would stay in the table for good; so would an admin sign-in challenge
 * whose second factor never came. This deletes both now and then.
 */
export const SESSION_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export interface SessionSweepResult {
  sessions: number;
  challenges: number;
}

/** One sweep. Plain idempotent deletes, so several server processes may run it at the same time. */
export async function sweepSessions(db: Db, now = new Date()): Promise<SessionSweepResult> {
  const sessions = await deleteExpiredSessions(db, now);
  const challenges = await db
    .delete(adminSigninChallenges)
    .where(lte(adminSigninChallenges.expiresAt, now))
    .returning({ id: adminSigninChallenges.id });
  return { sessions, challenges: challenges.length };
}

export type SessionSweep = RepeatingTask;

/** Sweeps every `intervalMs`, like the payment sweep (`startRepeatingTask`). */
export function startSessionSweep(deps: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): SessionSweep {
  return startRepeatingTask(
    'session sweep',
    async () => {
      const deleted = await sweepSessions(deps.db);
      if (deleted.sessions > 0 || deleted.challenges > 0) {
        deps.log.debug(deleted, 'session sweep deleted expired sessions');
      }
    },
    { intervalMs: deps.intervalMs ?? SESSION_SWEEP_INTERVAL_MS, log: deps.log },
  );
}

/**
 * Runs the sweep while the app listens: started by `listen()` (after main.ts has migrated the
 * database), stopped by `close()` before main.ts closes the database. Apps that are only
 * injected into (the tests) never start it.
 */
export function registerSessionSweep(app: FastifyInstance, intervalMs?: number): void {
  let sweep: SessionSweep | undefined;
  app.addHook('onListen', async () => {
    sweep ??= startSessionSweep({ db: app.db, log: app.log, intervalMs });
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
}
