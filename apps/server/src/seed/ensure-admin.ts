import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/password';

/** The part of a logger the seed needs (Fastify's and pino's loggers fit). */
export interface SeedLog {
  info(message: string): void;
  warn(message: string): void;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@artshop.local';

/**
 * Admin bootstrap, run at every start. With ADMIN_EMAIL/ADMIN_PASSWORD that account is created or
 * made an admin with that password. Without them, and with no admin at all, one is created with a
 * random password that is logged once: it is never stored anywhere in clear.
 */
export async function ensureAdmin(db: Db, config: Config, log: SeedLog): Promise<void> {
  if (config.adminEmail && config.adminPassword) {
    await upsertConfiguredAdmin(db, config.adminEmail, config.adminPassword, log);
    return;
  }
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
  const created = await db
    .insert(users)
    .values({ name: 'Admin', email, passwordHash: await hashPassword(password), role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Nothing returned: a concurrent start created it first and logged its own password.
  if (created.length > 0) {
    log.warn(
      `Admin account created: ${email} / password: ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
    );
  }
}

async function findByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

async function upsertConfiguredAdmin(
  db: Db,
  email: string,
  password: string,
  log: SeedLog,
): Promise<void> {
  const existing = await findByEmail(db, email);
  if (!existing) {
    await db
      .insert(users)
      .values({ name: 'Admin', email, passwordHash: await hashPassword(password), role: 'admin' })
      .onConflictDoNothing();
    log.info(`Admin account created for ${email}`);
    return;
  }
  // Skip the write when nothing changed, so a restart leaves the row (and updated_at) alone.
  if (existing.role === 'admin' && (await verifyPassword(password, existing.passwordHash))) return;
  await db
    .update(users)
    .set({ role: 'admin', passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, existing.id));
  // A rotated password ends the sessions opened with the old one.
  await db.delete(sessions).where(eq(sessions.userId, existing.id));
  log.info(`Admin account updated for ${email}`);
}
