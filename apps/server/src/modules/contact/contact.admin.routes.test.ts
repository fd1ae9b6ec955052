import {
  ADMIN_CONTACT_PAGE_SIZE,
  adminContactMessages,
  type AdminContactListResponse,
  type ContactMessage,
} from '@artshop/shared';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import type { TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';

let t: TestApp;
let admin: string;
let customer: string;
useTestApp(buildAdminTestApp, (built) => ({ t, admin, customer } = built));

beforeEach(async () => {
  await t.db.delete(contactMessages);
});

async function message(overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(contactMessages)
    .values({
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Question',
      message: 'Hello there',
      ...overrides,
    })
    .returning();
  return row!;
}

const list = async (query = '') => {
  const response = await injectAs(t, 'GET', `/api/admin/contact-messages${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminContactListResponse>();
};

const patch = (id: string, payload: unknown, cookie: string | null = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/contact-messages/${id}`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

describe('GET /api/admin/contact-messages', () => {
  it('refuses a visitor (401) and a customer (403)', async () => {
    expect((await injectAs(t, 'GET', '/api/admin/contact-messages', null)).statusCode).toBe(401);
    expect((await injectAs(t, 'GET', '/api/admin/contact-messages', customer)).statusCode).toBe(
      403,
    );
  });

  it('lists newest first with the unread count, and searches name, email, subject and text', async () => {
    const old = await message({ createdAt: new Date('2026-01-01T10:00:00Z') });
    const read = await message({
      name: 'Ravi Kumar',
      email: 'ravi@shop.in',
      subject: 'Delivery to Pune',
      message: 'When does it ship? 50% off?',
      readAt: new Date(),
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    const body = await list();
    expect(body.messages.map((m) => m.id)).toEqual([read.id, old.id]);
    expect(body).toMatchObject({ total: 2, unread: 1, page: 1, pageSize: ADMIN_CONTACT_PAGE_SIZE });
    expect(body.messages[0]).toEqual<ContactMessage>({
      id: read.id,
      name: 'Ravi Kumar',
      email: 'ravi@shop.in',
      subject: 'Delivery to Pune',
      message: 'When does it ship? 50% off?',
      readAt: read.readAt!.toISOString(),
      createdAt: '2026-01-02T10:00:00.000Z',
    });

    for (const q of ['RAVI', 'shop.in', 'pune', 'ship', '50%']) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        found.messages.map((m) => m.id),
        q,
      ).toEqual([read.id]);
      // The unread figure is the inbox's, whatever the search.
      expect(found.unread).toBe(1);
    }
    expect((await list('?q=%25')).total).toBe(1);
    expect((await list('?unread=true')).messages.map((m) => m.id)).toEqual([old.id]);
    expect((await list('?unread=false')).total).toBe(2);
  });

  it('pages by 20', async () => {
    for (let i = 0; i < ADMIN_CONTACT_PAGE_SIZE + 3; i += 1) {
      await message({ subject: `n${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    const first = await list();
    const second = await list('?page=2');
    expect(first.messages).toHaveLength(ADMIN_CONTACT_PAGE_SIZE);
    expect(second.messages.map((m) => m.subject)).toEqual(['n2', 'n1', 'n0']);
    expect(second.total).toBe(ADMIN_CONTACT_PAGE_SIZE + 3);
  });

  it.each([
    ['?page=0', adminContactMessages.pageInvalid],
    ['?page=x', adminContactMessages.pageInvalid],
    ['?unread=yes', adminContactMessages.unreadInvalid],
    [`?q=${'q'.repeat(101)}`, adminContactMessages.searchTooLong],
  ])('refuses %s with 400', async (query, text) => {
    const response = await injectAs(t, 'GET', `/api/admin/contact-messages${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(text);
  });
});

describe('PATCH /api/admin/contact-messages/{id}', () => {
  it('marks read (keeping the first reading time), then unread', async () => {
    const row = await message();
    const first = await patch(row.id, { read: true });
    expect(first.statusCode).toBe(200);
    const readAt = first.json().contactMessage.readAt as string;
    expect(readAt).toEqual(expect.any(String));
    const again = await patch(row.id, { read: true });
    expect(again.json().contactMessage.readAt).toBe(readAt);
    expect((await list()).unread).toBe(0);

    const unread = await patch(row.id, { read: false });
    expect(unread.json().contactMessage).toMatchObject({ id: row.id, readAt: null });
    expect((await list()).unread).toBe(1);
  });

  it('answers 404 to an unknown or malformed id, 400 to a bad body, 401/403 to others', async () => {
    const row = await message();
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const response = await patch(id, { read: true });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(adminContactMessages.notFound);
    }
    const bad = await patch(row.id, { read: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(adminContactMessages.readInvalid);
    expect((await patch(row.id, { read: true }, null)).statusCode).toBe(401);
    expect((await patch(row.id, { read: true }, customer)).statusCode).toBe(403);
  });
});
