import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { adminSigninChallenges, sessions, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/password';

/** The part of a logger the seed needs (Fastify's and pino's loggers fit). */
export interface SeedLog {
  info(message: string): void;
  warn(message: string): void;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@artshop.local';
/** Where a generated first password is left for the owner, inside DATA_DIR. */
export const GENERATED_PASSWORD_FILE = 'admin-password.txt';
/** Any constant: serialises the admin bootstrap of several server processes starting at once. */
const ADMIN_LOCK_KEY = 4_242_002;

/**
 * Admin bootstrap, run at every start (docs/decisions/0039), under an advisory lock so concurrent
 * starts do it once.
 *
 * With ADMIN_EMAIL/ADMIN_PASSWORD: the account is created, or made an admin. The password is only
 * written when the configured value is new to the account (its scrypt hash is kept in
 * `configured_password_hash`): a restart with the same value leaves a password changed since
 * alone, and a different value is a deliberate reset, which also ends the account's sessions.
 *
 * Without them, and with no admin at all, one is created with a random password written to a file
 * in DATA_DIR that only the owner can read: logs are copied and kept, so the password never goes
 * there.
 */
export async function ensureAdmin(db: Db, config: Config, log: SeedLog): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK_KEY})`);
    const locked = tx as unknown as Db;
    if (config.adminEmail && config.adminPassword) {
      await applyConfiguredAdmin(locked, config.adminEmail, config.adminPassword, log);
    } else {
      await createFirstAdmin(locked, config.dataDir, log);
    }
  });
}

async function findByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      passwordHash: users.passwordHash,
      configuredPasswordHash: users.configuredPasswordHash,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

async function applyConfiguredAdmin(
  db: Db,
  email: string,
  password: string,
  log: SeedLog,
): Promise<void> {
  const existing = await findByEmail(db, email);
  if (!existing) {
    const hash = await hashPassword(password);
    await db.insert(users).values({
      name: 'Admin',
      email,
      passwordHash: hash,
      configuredPasswordHash: hash,
      role: 'admin',
      // The owner chose this address for the shop: it needs no emailed proof (decision 0076).
      emailVerifiedAt: new Date(),
    });
    log.info(`Admin account created for ${email}`);
    return;
  }

  if (existing.configuredPasswordHash) {
    if (await verifyPassword(password, existing.configuredPasswordHash)) {
      // The value already applied: the current password (perhaps changed since) stays.
      if (existing.role !== 'admin') {
        await db
          .update(users)
          .set({ role: 'admin', updatedAt: new Date() })
          .where(eq(users.id, existing.id));
        log.info(`Admin role restored for ${email}`);
      }
      return;
    }
  } else if (existing.role === 'admin' && (await verifyPassword(password, existing.passwordHash))) {
    // An admin from before configured_password_hash existed, still with this password: remember
    // it as applied, without touching the password or the sessions.
    await db
      .update(users)
      .set({ configuredPasswordHash: existing.passwordHash })
      .where(eq(users.id, existing.id));
    return;
  }

  // A new ADMIN_PASSWORD, or an account (perhaps a customer's sign-up with this email) that never
  // had one applied: the configured password replaces whatever was set, and everything opened
  // with the old one ends.
  const hash = await hashPassword(password);
  await db
    .update(users)
    .set({
      role: 'admin',
      passwordHash: hash,
      configuredPasswordHash: hash,
      // The owner named this address in ADMIN_EMAIL, so it is theirs (decision 0076).
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, existing.id));
  await db.delete(sessions).where(eq(sessions.userId, existing.id));
  await db.delete(adminSigninChallenges).where(eq(adminSigninChallenges.userId, existing.id));
  log.warn(
    `Admin password for ${email} set from ADMIN_PASSWORD (a new value); its sessions were ended`,
  );
}

async function createFirstAdmin(db: Db, dataDir: string, log: SeedLog): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (existing) return;

  // Never promote someone else's account: if the default address is taken, use a fresh one.
  const taken = await findByEmail(db, DEFAULT_ADMIN_EMAIL);
  const email = taken
    ? `admin-${randomBytes(3).toString('hex')}@artshop.local`
    : DEFAULT_ADMIN_EMAIL;
  const password = randomBytes(12).toString('base64url');
  await db.insert(users).values({
    name: 'Admin',
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    // A shop address of our own making, no mailbox to prove (decision 0076).
    emailVerifiedAt: new Date(),
  });
  // Written inside the transaction: if the file cannot be written, no admin is created whose
  // password nobody knows, and the start fails with the reason.
  const file = await writePasswordFile(dataDir, email, password);
  log.warn(
    `Admin account created: ${email}; its generated password is in ${file} (readable only by this user). Sign in, change the password, then delete the file. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.`,
  );
}

async function writePasswordFile(dataDir: string, email: string, password: string) {
  const file = path.resolve(dataDir, GENERATED_PASSWORD_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  // A stale file (from an earlier database) could have wider permissions, and `mode` only applies
  // to a new file; 'wx' creates it afresh and never follows a link planted in its place.
  await rm(file, { force: true });
  await writeFile(
    file,
    `The shop's first admin account (sign in at /admin)\nemail: ${email}\npassword: ${password}\n\nChange the password, then delete this file.\n`,
    { mode: 0o600, flag: 'wx' },
  );
  return file;
}
