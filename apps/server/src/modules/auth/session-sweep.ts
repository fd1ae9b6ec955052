import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSigninChallenges } from '../../db/schema';
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

export interface SessionSweep {
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop: () => Promise<void>;
}

/**
 * Sweeps every `intervalMs`, like the payment sweep: runs never overlap, a failing run is logged
 * and the next one tries again, and the timer does not keep the process alive.
 */
export function startSessionSweep(deps: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): SessionSweep {
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    running = sweepSessions(deps.db)
      .then((deleted) => {
        if (deleted.sessions > 0 || deleted.challenges > 0) {
          deps.log.debug(deleted, 'session sweep deleted expired sessions');
        }
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'session sweep failed'))
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(run, deps.intervalMs ?? SESSION_SWEEP_INTERVAL_MS);
  timer.unref();

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
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
