import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { adminSigninChallenges, sessions, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/password';
import { countActiveSessions } from '../modules/auth/session.service';
import { createTestSession, createUser } from '../test/factories/users';
import { createTestDb } from '../test/test-db';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin, GENERATED_PASSWORD_FILE } from './ensure-admin';

function recordingLog() {
  return { info: vi.fn<(message: string) => void>(), warn: vi.fn<(message: string) => void>() };
}
const linesOf = (log: ReturnType<typeof recordingLog>) =>
  [...log.info.mock.calls, ...log.warn.mock.calls].map(([m]) => m);

describe('ensureAdmin', () => {
  let handle: DbHandle;
  let dataDir: string;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'artshop-admin-'));
    await handle.db.delete(users);
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const configured = (password: string, email = 'owner@example.com') =>
    loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
  const owner = async () =>
    (await handle.db.select().from(users).where(eq(users.email, 'owner@example.com')))[0];
  /** What the back-office's password change does: a new password hash, nothing else. */
  const changePasswordInBackOffice = async (userId: string, password: string) =>
    handle.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, userId));

  describe('with ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    it('creates the admin and remembers the configured password as applied', async () => {
      const log = recordingLog();
      await ensureAdmin(handle.db, configured('first-secret'), log);
      const admin = await owner();
      expect(admin?.role).toBe('admin');
      expect(await verifyPassword('first-secret', admin?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('first-secret', admin?.configuredPasswordHash ?? '')).toBe(true);
      // The owner's own address needs no emailed link (decision 0076).
      expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(linesOf(log)).toEqual(['Admin account created for owner@example.com']);
    });

    it('leaves a password changed in the back-office alone when restarted with the same value', async () => {
      await ensureAdmin(handle.db, configured('first-secret'), recordingLog());
      const admin = await owner();
      await changePasswordInBackOffice(admin?.id ?? '', 'changed-later');
      await createTestSession(handle.db, { id: admin?.id ?? '' }, 'admin');
      const before = await owner();

      const log = recordingLog();
      await ensureAdmin(handle.db, configured('first-secret'), log);
      const after = await owner();
      expect(await verifyPassword('changed-later', after?.passwordHash ?? '')).toBe(true);
      expect(after?.updatedAt).toEqual(before?.updatedAt);
      expect(linesOf(log)).toEqual([]);
      expect(await countActiveSessions(handle.db, admin?.id ?? '')).toBe(1);
    });

    it('applies a different ADMIN_PASSWORD as a reset: one log line, every session ended', async () => {
      await ensureAdmin(handle.db, configured('first-secret'), recordingLog());
      const admin = await owner();
      const id = admin?.id ?? '';
      await changePasswordInBackOffice(id, 'changed-later');
      await createTestSession(handle.db, { id }, 'admin');
      await createTestSession(handle.db, { id }, 'customer');
      await handle.db.insert(adminSigninChallenges).values({
        tokenHash: randomBytes(32).toString('hex'),
        userId: id,
        expiresAt: new Date(Date.now() + 60_000),
      });

      const log = recordingLog();
      await ensureAdmin(handle.db, configured('second-secret'), log);
      const after = await owner();
      expect(await verifyPassword('second-secret', after?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('second-secret', after?.configuredPasswordHash ?? '')).toBe(true);
      expect(await handle.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
      expect(await handle.db.select().from(adminSigninChallenges)).toEqual([]);
      const lines = linesOf(log);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('owner@example.com');
      expect(lines.join('\n')).not.toContain('second-secret');

      // Applied once: the next restart with the same value changes nothing again.
      await changePasswordInBackOffice(id, 'changed-again');
      await ensureAdmin(handle.db, configured('second-secret'), recordingLog());
      expect(await verifyPassword('changed-again', (await owner())?.passwordHash ?? '')).toBe(true);
    });

    it('gives the admin role back to a demoted account without touching its password', async () => {
      await ensureAdmin(handle.db, configured('first-secret'), recordingLog());
      const id = (await owner())?.id ?? '';
      await changePasswordInBackOffice(id, 'changed-later');
      await handle.db.update(users).set({ role: 'customer' }).where(eq(users.id, id));
      await ensureAdmin(handle.db, configured('first-secret'), recordingLog());
      const after = await owner();
      expect(after?.role).toBe('admin');
      expect(await verifyPassword('changed-later', after?.passwordHash ?? '')).toBe(true);
    });

    it("sets the configured password on a customer's sign-up with that email, ending its sessions", async () => {
      // Someone signed up with the owner's address first: promoting them with their own password
      // would hand them the back-office.
      const squatter = await createUser(handle.db, {
        email: 'Owner@Example.com',
        password: 'squatters-password',
        emailVerified: false,
      });
      await createTestSession(handle.db, squatter);
      await ensureAdmin(handle.db, configured('first-secret'), recordingLog());
      const [after] = await handle.db.select().from(users).where(eq(users.id, squatter.id));
      expect(after?.role).toBe('admin');
      expect(await verifyPassword('first-secret', after?.passwordHash ?? '')).toBe(true);
      expect(await countActiveSessions(handle.db, squatter.id)).toBe(0);
      // Now the owner's, at the address the owner configured (decision 0076).
      expect(after?.emailVerifiedAt).toBeInstanceOf(Date);
    });

    it('adopts an admin from before configured_password_hash without ending its sessions', async () => {
      const legacy = await createUser(handle.db, {
        email: 'owner@example.com',
        role: 'admin',
        password: 'first-secret',
      });
      await createTestSession(handle.db, legacy, 'admin');
      const log = recordingLog();
      await ensureAdmin(handle.db, configured('first-secret'), log);
      const after = await owner();
      expect(after?.configuredPasswordHash).toBe(legacy.passwordHash);
      expect(await countActiveSessions(handle.db, legacy.id)).toBe(1);
      expect(linesOf(log)).toEqual([]);
    });
  });

  describe('without ADMIN_EMAIL and ADMIN_PASSWORD', () => {
    const generated = () => loadConfig({ DATA_DIR: dataDir });
    const passwordFile = () => join(dataDir, GENERATED_PASSWORD_FILE);

    it('creates one admin, its password in a file only the owner can read, never in the log', async () => {
      const log = recordingLog();
      await ensureAdmin(handle.db, generated(), log);

      const content = await readFile(passwordFile(), 'utf8');
      expect(content).toContain(`email: ${DEFAULT_ADMIN_EMAIL}`);
      const password = /^password: (\S+)$/m.exec(content)?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect((await stat(passwordFile())).mode & 0o777).toBe(0o600);

      const [admin] = await handle.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admin?.email).toBe(DEFAULT_ADMIN_EMAIL);
      expect(await verifyPassword(password, admin?.passwordHash ?? '')).toBe(true);
      expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);

      const lines = linesOf(log);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(DEFAULT_ADMIN_EMAIL);
      expect(lines[0]).toContain(passwordFile());
      expect(lines[0]).toContain('delete the file');
      expect(lines[0]).not.toContain(password);
    });

    it('does nothing once an admin exists', async () => {
      await ensureAdmin(handle.db, generated(), recordingLog());
      const first = await readFile(passwordFile(), 'utf8');
      const log = recordingLog();
      await ensureAdmin(handle.db, generated(), log);
      expect(await readFile(passwordFile(), 'utf8')).toBe(first);
      expect(linesOf(log)).toEqual([]);
      expect(await handle.db.select().from(users)).toHaveLength(1);
    });

    it('replaces a stale, readable file rather than writing into it', async () => {
      await writeFile(passwordFile(), 'old', { mode: 0o644 });
      await ensureAdmin(handle.db, generated(), recordingLog());
      expect((await stat(passwordFile())).mode & 0o777).toBe(0o600);
      expect(await readFile(passwordFile(), 'utf8')).toContain('password: ');
    });

    it('uses a fresh address when a customer already has the default one', async () => {
      const customer = await createUser(handle.db, { email: DEFAULT_ADMIN_EMAIL });
      await ensureAdmin(handle.db, generated(), recordingLog());
      const admins = await handle.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
      expect(admins[0]?.id).not.toBe(customer.id);
      expect(admins[0]?.email).toMatch(/^admin-[0-9a-f]{6}@artshop\.local$/);
    });

    it('creates exactly one admin when several processes start at once', async () => {
      const logs = [recordingLog(), recordingLog(), recordingLog()];
      await Promise.all(logs.map((log) => ensureAdmin(handle.db, generated(), log)));
      const [row] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'admin'));
      expect(row?.n).toBe(1);
      expect(logs.flatMap(linesOf)).toHaveLength(1);
      const password = /^password: (\S+)$/m.exec(await readFile(passwordFile(), 'utf8'))?.[1];
      const [admin] = await handle.db.select().from(users);
      expect(await verifyPassword(password ?? '', admin?.passwordHash ?? '')).toBe(true);
    });

    it('creates no admin when the password file cannot be written', async () => {
      const blocked = join(dataDir, 'not-a-dir');
      await writeFile(blocked, '');
      const config = loadConfig({ DATA_DIR: blocked });
      await expect(ensureAdmin(handle.db, config, recordingLog())).rejects.toThrow();
      expect(await handle.db.select().from(users)).toEqual([]);
    });
  });
});
