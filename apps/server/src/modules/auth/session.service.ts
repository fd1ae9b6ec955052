import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type SessionKind, type SessionRow, type UserRow } from '../../db/schema';

/**
 * Server-side sessions (DESIGN section 4): an opaque random token goes to the client; only its
 * sha256 is stored, so a leaked database cannot be replayed as cookies. All state lives in
 * PostgreSQL, so any server process can check any session.
 */

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;
/** `last_seen_at` is refreshed at most this often, so reads do not each cost a write. */
const LAST_SEEN_RESOLUTION_MS = 60 * 60 * 1000;

export function generateSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface CreatedSession {
  token: string;
  session: SessionRow;
}

export async function createSession(
  db: Db,
  userId: string,
  kind: SessionKind,
  now = new Date(),
): Promise<CreatedSession> {
  const token = generateSessionToken();
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userId,
      kind,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  return { token, session };
}

export interface ActiveSession {
  session: SessionRow;
  user: UserRow;
}

/** The unexpired session of this kind behind `token`, with its user; null for anything else. */
export async function findActiveSession(
  db: Db,
  token: string,
  kind: SessionKind,
  now = new Date(),
): Promise<ActiveSession | null> {
  // Real tokens are 43 base64url characters; skip the query for anything that cannot be one.
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        eq(sessions.kind, kind),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return row;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user except `keepSessionId` (after a password change). */
export async function deleteOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/** Housekeeping: expired rows are already ignored by lookups; this only frees the space. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** For tests and admin views: how many live sessions a user has. */
export async function countActiveSessions(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return row?.count ?? 0;
}
