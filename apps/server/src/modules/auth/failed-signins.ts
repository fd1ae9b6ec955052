/**
 * Per-account limit on failed sign-ins (DESIGN section 4 'Rate limits'). The per-client limit
 * (@fastify/rate-limit) stops one machine; this stops many machines guessing one account's password.
 *
 * Only failures count and a success clears the count, so the owner who mistypes a few times is
 * never affected; while an account is under attack its sign-in pauses for at most `windowMs` after
 * the last counted failure of the window (DESIGN: never locked out for long).
 *
 * Counts live in this process's memory, like @fastify/rate-limit's default store. With several
 * server processes each counts on its own, so an attacker gets `max` guesses per process per window:
 * still bounded. A table-backed counter can implement the same interface later.
 */
export interface FailedSigninCounter {
  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export interface MemoryCounterOptions {
  max: number;
  windowMs: number;
  /** Bounds memory under a flood of different emails; the oldest keys are dropped first. */
  maxKeys?: number;
  now?: () => number;
}

export const FAILED_SIGNIN_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 } as const;

export function createMemoryFailedSigninCounter(
  options: MemoryCounterOptions,
): FailedSigninCounter {
  const { max, windowMs, maxKeys = 100_000, now = Date.now } = options;
  // key -> failure times, oldest first; a Map iterates in insertion order, which eviction uses.
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  }

  return {
    retryAfterMs(key) {
      const times = recent(key);
      if (times.length < max) return 0;
      // Free again when enough of the window's failures have aged out to drop below `max`.
      const unlockingFailure = times[times.length - max] ?? now();
      return Math.max(1, unlockingFailure + windowMs - now());
    },
    recordFailure(key) {
      const times = recent(key);
      times.push(now());
      failures.delete(key);
      failures.set(key, times);
      while (failures.size > maxKeys) {
        const oldest = failures.keys().next().value;
        if (oldest === undefined) break;
        failures.delete(oldest);
      }
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
