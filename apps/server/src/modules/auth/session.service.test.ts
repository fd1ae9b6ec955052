import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { sessions, type SessionKind } from '../../db/schema';
import { createTestDb } from '../../test/test-db';
import { createUser } from '../../test/factories/users';
import {
  ADMIN_SESSION_ABSOLUTE_MS,
  ADMIN_SESSION_IDLE_MS,
  countActiveSessions,
  createSession,
  CUSTOMER_SESSION_ABSOLUTE_MS,
  CUSTOMER_SESSION_IDLE_MS,
  findActiveSession,
} from './session.service';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('session lifetimes', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });

  const start = new Date('2025-03-01T09:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  async function open(kind: SessionKind) {
    const user = await createUser(handle.db, { role: kind === 'admin' ? 'admin' : 'customer' });
    const { token, session } = await createSession(handle.db, user.id, kind, start);
    const lookup = (ms: number) => findActiveSession(handle.db, token, kind, at(ms));
    const stored = async () =>
      (await handle.db.select().from(sessions).where(eq(sessions.id, session.id)))[0];
    return { user, token, session, lookup, stored };
  }

  it('has the limits of docs/decisions/0039', () => {
    expect(ADMIN_SESSION_IDLE_MS).toBe(30 * MINUTE);
    expect(ADMIN_SESSION_ABSOLUTE_MS).toBe(12 * HOUR);
    expect(CUSTOMER_SESSION_IDLE_MS).toBe(30 * DAY);
    expect(CUSTOMER_SESSION_ABSOLUTE_MS).toBe(90 * DAY);
  });

  it('stores the absolute end of each kind at creation', async () => {
    expect((await open('admin')).session.expiresAt).toEqual(at(12 * HOUR));
    expect((await open('customer')).session.expiresAt).toEqual(at(90 * DAY));
  });

  it('signs out an admin idle for 31 minutes and deletes the session', async () => {
    const s = await open('admin');
    expect(await s.lookup(29 * MINUTE)).not.toBeNull();
    // 31 minutes after that request, with nothing in between.
    expect(await s.lookup(60 * MINUTE)).toBeNull();
    expect(await s.stored()).toBeUndefined();
  });

  it('keeps an active admin signed in well past 30 minutes', async () => {
    const s = await open('admin');
    for (let minute = 10; minute <= 120; minute += 10) {
      expect(await s.lookup(minute * MINUTE), `at ${minute} min`).not.toBeNull();
    }
    expect((await s.stored())?.lastSeenAt).toEqual(at(120 * MINUTE));
  });

  it('signs out an admin 12 hours after sign-in, however active', async () => {
    const s = await open('admin');
    for (let minute = 20; minute < 12 * 60; minute += 20) {
      expect(await s.lookup(minute * MINUTE), `at ${minute} min`).not.toBeNull();
    }
    expect(await s.lookup(12 * HOUR)).toBeNull();
    expect(await s.stored()).toBeUndefined();
  });

  it('records admin activity to the minute, and customer activity to the hour', async () => {
    const admin = await open('admin');
    await admin.lookup(30 * 1000);
    expect((await admin.stored())?.lastSeenAt).toEqual(start);
    await admin.lookup(MINUTE);
    expect((await admin.stored())?.lastSeenAt).toEqual(at(MINUTE));

    const customer = await open('customer');
    await customer.lookup(59 * MINUTE);
    expect((await customer.stored())?.lastSeenAt).toEqual(start);
    const found = await customer.lookup(HOUR);
    expect(found?.session.lastSeenAt).toEqual(at(HOUR));
    expect((await customer.stored())?.lastSeenAt).toEqual(at(HOUR));
  });

  it('signs out a customer idle for 31 days; one back within 30 days stays signed in', async () => {
    const idle = await open('customer');
    expect(await idle.lookup(31 * DAY)).toBeNull();
    expect(await idle.stored()).toBeUndefined();

    const back = await open('customer');
    expect(await back.lookup(29 * DAY)).not.toBeNull();
    expect(await back.lookup(58 * DAY)).not.toBeNull();
  });

  it('signs out a customer 90 days after sign-in, however active', async () => {
    const s = await open('customer');
    for (let day = 20; day < 90; day += 20) {
      expect(await s.lookup(day * DAY), `day ${day}`).not.toBeNull();
    }
    expect(await s.lookup(89 * DAY)).not.toBeNull();
    expect(await s.lookup(90 * DAY)).toBeNull();
    expect(await s.stored()).toBeUndefined();
  });

  it('counts only live sessions', async () => {
    const user = await createUser(handle.db, { role: 'admin' });
    await createSession(handle.db, user.id, 'admin', start);
    await createSession(handle.db, user.id, 'customer', start);
    expect(await countActiveSessions(handle.db, user.id, at(10 * MINUTE))).toBe(2);
    // The admin session is idle after 30 minutes; the customer one lives on.
    expect(await countActiveSessions(handle.db, user.id, at(31 * MINUTE))).toBe(1);
    expect(await countActiveSessions(handle.db, user.id, at(31 * DAY))).toBe(0);
  });

  it('finds nothing for a session of the other kind, and leaves it alone', async () => {
    const s = await open('customer');
    expect(await findActiveSession(handle.db, s.token, 'admin', at(MINUTE))).toBeNull();
    expect(await s.stored()).toBeDefined();
  });
});
