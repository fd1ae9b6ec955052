import type { Db } from '../../db/client';
import { users, type NewUserRow, type SessionKind, type UserRow } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { SESSION_COOKIE_NAMES } from '../../modules/auth/session-cookie';
import { createSession } from '../../modules/auth/session.service';

/** Test data factories: small, valid rows with overridable fields. Not used by production code. */

export const DEFAULT_TEST_PASSWORD = 'secret123';

let sequence = 0;
// scrypt at full strength takes a noticeable moment: hash the default password once per process.
let defaultHash: Promise<string> | undefined;

export type UserOverrides = Partial<Omit<NewUserRow, 'passwordHash'>> & {
  password?: string;
  /**
   * Whether the account has confirmed its email (decision 0076); true by default, so a test of
   * anything else sees what a confirmed customer sees. `emailVerifiedAt` wins when given.
   */
  emailVerified?: boolean;
};

export interface TestUser extends UserRow {
  /** The plain password, for tests that sign in through the API. */
  password: string;
}

export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const n = ++sequence;
  const { password = DEFAULT_TEST_PASSWORD, emailVerified = true, ...fields } = overrides;
  let passwordHash: string;
  if (password === DEFAULT_TEST_PASSWORD) {
    defaultHash ??= hashPassword(DEFAULT_TEST_PASSWORD);
    passwordHash = await defaultHash;
  } else {
    passwordHash = await hashPassword(password);
  }
  const [row] = await db
    .insert(users)
    .values({
      name: `Test User ${n}`,
      email: `user${n}-${Date.now()}@example.com`,
      phone: '9876543210',
      emailVerifiedAt: emailVerified ? new Date() : null,
      ...fields,
      passwordHash,
    })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return { ...row, password };
}

/**
 * A session for `user` without going through sign-in (no hashing); returns the token and the
 * `cookie` header value to send with `app.inject`.
 */
export async function createTestSession(
  db: Db,
  user: Pick<UserRow, 'id'>,
  kind: SessionKind = 'customer',
): Promise<{ token: string; cookie: string }> {
  const { token } = await createSession(db, user.id, kind);
  return { token, cookie: `${SESSION_COOKIE_NAMES[kind]}=${token}` };
}

/** A customer with a live session, the common start of a test of a customer-only route. */
export async function createSignedInCustomer(
  db: Db,
  overrides: UserOverrides = {},
): Promise<{ user: TestUser; token: string; cookie: string }> {
  const user = await createUser(db, overrides);
  return { user, ...(await createTestSession(db, user)) };
}

/** An admin with a live admin session (`admin_token`), the common start of a test of an admin route. */
export async function createSignedInAdmin(
  db: Db,
  overrides: UserOverrides = {},
): Promise<{ user: TestUser; token: string; cookie: string }> {
  const user = await createUser(db, { ...overrides, role: 'admin' });
  return { user, ...(await createTestSession(db, user, 'admin')) };
}
