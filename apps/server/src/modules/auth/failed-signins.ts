import type { Db } from '../../db/client';
import { clearHits, countHit, readHits } from '../../lib/db-counter';

/**
 * Per-account limit on failed sign-ins (DESIGN section 4 'Rate limits'). The per-client limit
 * (@fastify/rate-limit) stops one machine; this stops many machines guessing one account's password.
 *
 * Only failures count and a success clears the count, so the owner who mistypes a few times is
 * never affected; while an account is under attack its sign-in pauses until the window that its
 * first counted failure opened ends: at most `windowMs` (DESIGN: never locked out for long).
 *
 * Counts live in the database (lib/db-counter.ts), so several server processes share one count
 * and an attacker gets `max` guesses per window whichever process answers (decision 0060).
 */
export interface FailedSigninCounter {
  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  retryAfterMs(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface FailedSigninLimit {
  max: number;
  windowMs: number;
}

export const FAILED_SIGNIN_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * The name of the one per-email count of wrong passwords, shared by both sign-ins
 * (`/api/auth/signin` and `/api/admin/signin`): an attacker gets `max` guesses per account in
 * all, not `max` on each door (decision 0071).
 */
export const SIGNIN_FAILURES = 'signin';

/**
 * The name of the per-account count of wrong second-factor codes (keyed by user id), shared by the
 * admin sign-in's second step and the password reset of an account with two-factor sign-in on:
 * `max` codes per account in all, whichever asks (decisions 0038 and 0075).
 */
export const SECOND_FACTOR_FAILURES = 'second-factor';

/**
 * A counter in the `rate_limit_hits` table; `name` keeps its keys apart from other counters'
 * (password sign-ins, sign-up conflicts and second-factor codes each count alone).
 */
export function createDbFailedSigninCounter(
  db: Db,
  name: string,
  limit: FailedSigninLimit = FAILED_SIGNIN_LIMIT,
): FailedSigninCounter {
  const keyOf = (key: string) => `failed-${name}:${key}`;
  return {
    async retryAfterMs(key) {
      const { hits, resetInMs } = await readHits(db, keyOf(key));
      return hits >= limit.max ? Math.max(1, resetInMs) : 0;
    },
    async recordFailure(key) {
      await countHit(db, keyOf(key), limit.windowMs);
    },
    async reset(key) {
      await clearHits(db, keyOf(key));
    },
  };
}
