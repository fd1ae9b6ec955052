import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/once-per-db';
import { sessions, users, type SessionKind, type SessionRow, type UserRow } from '../../db/schema';
import { hasTwoFactorOn } from './two-factor-flag';

/**
 * Server-side sessions (DESIGN section 4): an opaque random token goes to the client; only its
 * sha256 is stored, so a leaked database cannot be replayed as cookies. All state lives in
 * PostgreSQL, so any server process can check any session.
 *
 * A session ends at the first of two limits (docs/decisions/0039): idle, measured from
 * `last_seen_at`, and absolute, stored as `expires_at` at creation and never extended. An admin
 * session controls the whole shop, so its limits are short; a customer stays signed in for weeks.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const ADMIN_SESSION_IDLE_MS = 30 * MINUTE_MS;
export const ADMIN_SESSION_ABSOLUTE_MS = 12 * HOUR_MS;
export const CUSTOMER_SESSION_IDLE_MS = 30 * DAY_MS;
export const CUSTOMER_SESSION_ABSOLUTE_MS = 90 * DAY_MS;

export interface SessionLifetime {
  /** Signed out after this long without a request. */
  idleMs: number;
  /** Signed out this long after sign-in, however active. */
  absoluteMs: number;
  /**
   * `last_seen_at` is written at most this often, so reads do not each cost a write. Small
   * against the idle limit: a session may end up to this much before the idle limit, never after.
   */
  lastSeenResolutionMs: number;
}

export const SESSION_LIFETIMES: Record<SessionKind, SessionLifetime> = {
  admin: {
    idleMs: ADMIN_SESSION_IDLE_MS,
    absoluteMs: ADMIN_SESSION_ABSOLUTE_MS,
    lastSeenResolutionMs: MINUTE_MS,
  },
  customer: {
    idleMs: CUSTOMER_SESSION_IDLE_MS,
    absoluteMs: CUSTOMER_SESSION_ABSOLUTE_MS,
    lastSeenResolutionMs: HOUR_MS,
  },
};

const TOKEN_BYTES = 32;

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
  device: string | null = null,
): Promise<CreatedSession> {
  const token = generateSessionToken();
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userId,
      kind,
      device,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIMES[kind].absoluteMs),
    })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  return { token, session };
}

/** True when the session has passed its absolute lifetime or its idle limit at `now`. */
function isSessionOver(session: SessionRow, now: Date): boolean {
  const { idleMs } = SESSION_LIFETIMES[session.kind];
  return (
    session.expiresAt.getTime() <= now.getTime() ||
    now.getTime() - session.lastSeenAt.getTime() >= idleMs
  );
}

/** SQL twin of `isSessionOver`, for the sweep and the counts. */
function sessionOver(now: Date): SQL {
  const idleSince = (kind: SessionKind) =>
    and(
      eq(sessions.kind, kind),
      lte(sessions.lastSeenAt, new Date(now.getTime() - SESSION_LIFETIMES[kind].idleMs)),
    );
  return or(lte(sessions.expiresAt, now), idleSince('admin'), idleSince('customer')) as SQL;
}

export interface ActiveSession {
  session: SessionRow;
  user: UserRow;
}

/**
 * The lookup every signed-in request makes, built once per database rather than per request:
 * building the select of both tables' columns cost about as much as PGlite running it. Only the
 * statement is kept, never a session: each request still reads the row, so a session ended
 * anywhere (sign-out, a password reset, another process) is refused by the next request.
 */
function buildLookup(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.kind, sql.placeholder('kind')),
      ),
    )
    .limit(1)
    .prepare('find_active_session');
}

const lookupFor = oncePerDb(buildLookup);

/**
 * The live session of this kind behind `token`, with its user; null for anything else. A session
 * found past its idle or absolute limit, or a customer session of an account with two-factor
 * sign-in on, is deleted on the spot (the sweep would do the former later).
 */
export async function findActiveSession(
  db: Db,
  token: string,
  kind: SessionKind,
  now = new Date(),
): Promise<ActiveSession | null> {
  // Real tokens are 43 base64url characters; skip the query for anything that cannot be one.
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const [row] = await lookupFor(db).execute({ tokenHash: hashSessionToken(token), kind });
  if (!row) return null;
  // A customer session is opened by the password alone, which never suffices for an account with
  // two-factor sign-in on: one opened before it was turned on (or in a race with it) ends here
  // (decision 0071).
  if (isSessionOver(row.session, now) || (kind === 'customer' && hasTwoFactorOn(row.user))) {
    await deleteSession(db, row.session.id);
    return null;
  }
  if (
    now.getTime() - row.session.lastSeenAt.getTime() >=
    SESSION_LIFETIMES[kind].lastSeenResolutionMs
  ) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    return { ...row, session: { ...row.session, lastSeenAt: now } };
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

/**
 * Housekeeping: deletes sessions past their idle or absolute limit. Lookups already refuse them;
 * this frees the space. A plain idempotent delete, so several processes may run it at once.
 */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(sessionOver(now)).returning({ id: sessions.id });
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
    .where(and(eq(sessions.userId, userId), sql`not (${sessionOver(now)})`));
  return row?.count ?? 0;
}

/** The longest device description kept with a session: the browser's own words, cut short. */
const DEVICE_MAX = 200;

/**
 * What the session's device is, for the person's data export (decision 0104): the browser's
 * User-Agent as it sent it, cut short; null without one.
 */
export function deviceOf(userAgent: string | string[] | undefined): string | null {
  const text = (Array.isArray(userAgent) ? userAgent[0] : userAgent)?.trim();
  return text ? text.slice(0, DEVICE_MAX) : null;
}
