/**
 * How every outbox sends (mail, decision 0043; WhatsApp, decision 0116): each server process looks
 * for due messages every few seconds, claims a few at a time with FOR UPDATE SKIP LOCKED under a
 * lease (a process killed mid-send leaves a lease that runs out, and the message is tried once
 * more), retries a failure after a minute, then twice as long each time up to an hour, and gives up
 * 24 hours after the message was written or after 30 attempts.
 */

/** How often a listening server looks for due messages: short, so a reset link arrives quickly. */
export const OUTBOX_SENDER_INTERVAL_MS = 5_000;
/** Messages claimed per query. */
export const OUTBOX_BATCH_SIZE = 10;
/** How long a claimed message belongs to its process before another may take it over. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 60 * 60_000;
export const OUTBOX_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
export const OUTBOX_MAX_ATTEMPTS = 30;
/** Recorded on a message whose lease ran out: its process stopped during the send. */
export const INTERRUPTED_SEND_ERROR =
  'The sending server process stopped before it finished; tried again.';

/** The wait before the next attempt, after `attempts` attempts (1 min, 2, 4, ... at most 1 h). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(RETRY_BASE_MS * 2 ** Math.min(exponent, 30), RETRY_MAX_MS);
}

/**
 * After a failed attempt: when to try again, or null when to give up (a permanent refusal, the
 * attempts used up, or the next try would come more than a day after the message was written).
 */
export function nextAttemptAfterFailure(
  row: { attempts: number; createdAt: Date },
  at: Date,
  permanent: boolean,
): Date | null {
  const next = new Date(at.getTime() + retryDelayMs(row.attempts));
  const giveUp =
    permanent ||
    row.attempts >= OUTBOX_MAX_ATTEMPTS ||
    next.getTime() - row.createdAt.getTime() > OUTBOX_GIVE_UP_AFTER_MS;
  return giveUp ? null : next;
}
