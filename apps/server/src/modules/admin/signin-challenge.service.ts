import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSigninChallenges, users, type UserRow } from '../../db/schema';
import { generateSessionToken, hashSessionToken } from '../auth/session.service';

/**
 * The step between an admin's correct password and the second factor (decision 0038): an opaque
 * token in a short-lived cookie, only its sha256 stored, good for a few codes and a few minutes.
 * Kept in the database like sessions, so any server process can finish a sign-in another began.
 */

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes one challenge takes before it is dead and the password must be entered again. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** Opens a challenge for `userId`; returns the token for the cookie. */
export async function createSigninChallenge(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<string> {
  // Housekeeping on the way: expired challenges are refused anyway; this frees their rows.
  await db.delete(adminSigninChallenges).where(lt(adminSigninChallenges.expiresAt, now));
  const token = generateSessionToken();
  await db.insert(adminSigninChallenges).values({
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return token;
}

export interface ClaimedAttempt {
  challengeId: string;
  /** Attempts used so far, this one included. */
  attempts: number;
  user: UserRow;
}

/**
 * Uses up one attempt of the live challenge behind `token` before the code is checked, in one
 * statement, so parallel guesses cannot share an attempt. Null for an unknown, expired or dead one.
 */
export async function claimChallengeAttempt(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ClaimedAttempt | null> {
  // Real tokens are 43 base64url characters; skip the query for anything that cannot be one.
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const [claimed] = await db
    .update(adminSigninChallenges)
    .set({ attempts: sql`${adminSigninChallenges.attempts} + 1` })
    .where(
      and(
        eq(adminSigninChallenges.tokenHash, hashSessionToken(token)),
        gt(adminSigninChallenges.expiresAt, now),
        lt(adminSigninChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!claimed) return null;
  const [user] = await db.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
  if (!user) return null;
  return { challengeId: claimed.id, attempts: claimed.attempts, user };
}

export async function deleteSigninChallenge(db: Db, challengeId: string): Promise<void> {
  await db.delete(adminSigninChallenges).where(eq(adminSigninChallenges.id, challengeId));
}

/** The challenge a browser had before, when it signs in with the password again. */
export async function deleteSigninChallengeByToken(db: Db, token: string): Promise<void> {
  await db
    .delete(adminSigninChallenges)
    .where(eq(adminSigninChallenges.tokenHash, hashSessionToken(token)));
}
