import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { registerErrorHandling } from '../../plugins/error-handler';
import { captureLog } from '../../test/log-capture';
import { createTestDb } from '../../test/test-db';
import { createTestSession, createUser } from '../../test/factories/users';
import { authSessionPlugin, currentUser } from './session.plugin';
import { hashSessionToken } from './session.service';

/** A bare app with only the session plugin and two guarded routes, to test the guards alone. */
describe('authSessionPlugin', () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  /** The app's log: the guard's security events are checked here. */
  const log = captureLog();

  beforeAll(async () => {
    handle = await createTestDb();
    app = Fastify({
      logger: { level: 'info', stream: log.stream },
    });
    app.decorate('db', handle.db);
    app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
    registerErrorHandling(app);
    await app.register(cookie);
    await app.register(authSessionPlugin);
    app.get('/customer', { onRequest: app.requireCustomer }, async (request) => ({
      id: currentUser(request).id,
    }));
    app.get('/admin', { onRequest: app.requireAdmin }, async (request) => ({
      id: currentUser(request).id,
    }));
    app.get('/open', async (request) => ({ user: request.user }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('loads the customer from the token cookie or a Bearer header', async () => {
    const user = await createUser(handle.db);
    const { token, cookie: header } = await createTestSession(handle.db, user);
    expect((await get('/customer', { cookie: header })).json()).toEqual({ id: user.id });
    expect((await get('/customer', { authorization: `Bearer ${token}` })).json()).toEqual({
      id: user.id,
    });
  });

  it('still finds the cookie session when a stale Bearer header comes with it', async () => {
    const user = await createUser(handle.db);
    const { cookie: header } = await createTestSession(handle.db, user);
    const response = await get('/customer', { cookie: header, authorization: 'Bearer undefined' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const user = await createUser(handle.db);
    const { cookie: header, token } = await createTestSession(handle.db, user);
    await handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const variants: Record<string, string>[] = [
      { cookie: header },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of variants) {
      const response = await get('/customer', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Please log in to continue.');
    }
  });

  it('keeps customer and admin sessions apart', async () => {
    const admin = await createUser(handle.db, { role: 'admin' });
    const customerSession = await createTestSession(handle.db, admin, 'customer');
    const adminSession = await createTestSession(handle.db, admin, 'admin');
    expect(adminSession.cookie).toMatch(/^admin_token=/);

    expect((await get('/admin', { cookie: adminSession.cookie })).statusCode).toBe(200);
    // A customer session is no admin session, whoever holds it, and the other way round.
    expect(
      (await get('/admin', { cookie: `admin_token=${customerSession.token}` })).statusCode,
    ).toBe(401);
    expect((await get('/customer', { cookie: `token=${adminSession.token}` })).statusCode).toBe(
      401,
    );
  });

  it('refuses an admin session once the user is no longer an admin', async () => {
    const user = await createUser(handle.db, { role: 'customer' });
    const adminSession = await createTestSession(handle.db, user, 'admin');
    const response = await get('/admin', { cookie: adminSession.cookie });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please log in as an admin to continue.');
  });

  it('answers a signed-in customer 403 on admin routes, and anyone else 401', async () => {
    const { cookie: header, token } = await createTestSession(
      handle.db,
      await createUser(handle.db),
    );
    const variants: Record<string, string>[] = [
      { cookie: header },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of variants) {
      const response = await get('/admin', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Admins only. Please log in with an admin account.');
    }
    const anonymous = await get('/admin');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please log in as an admin to continue.');
  });

  it("ends a demoted admin's admin session, even with a customer session beside it", async () => {
    const user = await createUser(handle.db, { role: 'admin' });
    const adminSession = await createTestSession(handle.db, user, 'admin');
    const customerSession = await createTestSession(handle.db, user, 'customer');
    await handle.db.update(users).set({ role: 'customer' }).where(eq(users.id, user.id));
    const cookie = `${adminSession.cookie}; ${customerSession.cookie}`;
    expect((await get('/admin', { cookie })).statusCode).toBe(401);
    const rows = await handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.kind)).toEqual(['customer']);
  });

  it('signs out an idle admin and deletes the session; an active one stays signed in', async () => {
    const admin = await createUser(handle.db, { role: 'admin' });
    const idle = await createTestSession(handle.db, admin, 'admin');
    const active = await createTestSession(handle.db, admin, 'admin');
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);
    // Both opened 40 minutes ago; only `active` made a request 5 minutes ago.
    await handle.db
      .update(sessions)
      .set({ createdAt: minutesAgo(40), lastSeenAt: minutesAgo(31) })
      .where(eq(sessions.userId, admin.id));
    await handle.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(5) })
      .where(eq(sessions.tokenHash, hashSessionToken(active.token)));

    expect((await get('/admin', { cookie: idle.cookie })).statusCode).toBe(401);
    expect((await get('/admin', { cookie: active.cookie })).statusCode).toBe(200);
    const left = await handle.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(left.map((row) => row.tokenHash)).toEqual([hashSessionToken(active.token)]);
  });

  it('refuses a customer session past its absolute lifetime, even if it was just used', async () => {
    const user = await createUser(handle.db);
    const { cookie: header } = await createTestSession(handle.db, user);
    await handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.userId, user.id));
    expect((await get('/customer', { cookie: header })).statusCode).toBe(401);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('logs every refusal of an admin call as admin.denied, without the token', async () => {
    const customer = await createUser(handle.db);
    const { cookie: header, token } = await createTestSession(handle.db, customer);
    log.clear();
    await get('/admin', { cookie: header });
    await get('/admin');
    const denied = log.records().filter((line) => line.security === 'admin.denied');
    expect(denied).toEqual([
      expect.objectContaining({
        status: 403,
        reason: 'customer-session',
        userId: customer.id,
        method: 'GET',
        route: '/admin',
      }),
      expect.objectContaining({ status: 401, reason: 'no-admin-session', userId: null }),
    ]);
    expect(log.lines.join('\n')).not.toContain(token);
  });

  it('leaves request.user null on unguarded routes', async () => {
    const user = await createUser(handle.db);
    const { cookie: header } = await createTestSession(handle.db, user);
    expect((await get('/open', { cookie: header })).json()).toEqual({ user: null });
  });
});
