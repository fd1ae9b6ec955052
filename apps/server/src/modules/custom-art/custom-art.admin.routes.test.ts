import { adminSessionMessages, customArtMessages, type CustomArt } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { customArtRequests, type CustomArtRequestRow } from '../../db/schema';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import type { TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { multipartPayload } from '../../test/multipart-payload';

// GET /api/customArt and PUT /api/customArt/{id}: the admin's custom art orders (spec sections 2,
// 4 'Custom art status' and 7), in the admin scope of app.ts.

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: string;
let customer: string;

useTestApp(buildAdminTestApp, (built) => ({ t, admin, customer } = built));
beforeEach(async () => {
  await t.db.delete(customArtRequests);
});

let sequence = 0;
async function seed(overrides: Partial<CustomArtRequestRow> = {}): Promise<CustomArtRequestRow> {
  sequence += 1;
  const [row] = await t.db
    .insert(customArtRequests)
    .values({
      firstName: `First${sequence}`,
      lastName: 'Rao',
      email: `buyer${sequence}@example.in`,
      phone: '9876543210',
      description: 'A family photo on a stone',
      artUrl: `custom-art/${sequence.toString(16).padStart(8, '0')}-320.webp`,
      ...overrides,
    })
    .returning();
  return row!;
}

const list = (cookie: string | null = admin) => injectAs(t, 'GET', '/api/customArt', cookie);

const setStatus = (id: string, payload: unknown, cookie: string | null = admin) =>
  injectAs(t, 'PUT', `/api/customArt/${id}`, cookie, payload);

const statusOf = async (id: string) =>
  (await t.db.select().from(customArtRequests).where(eq(customArtRequests.id, id)))[0]?.status;

describe('the admin custom art calls refuse anyone but an admin', () => {
  it('answers an anonymous caller 401 and a customer 403, and changes nothing', async () => {
    const request = await seed();
    for (const [cookie, status, message] of [
      [null, 401, adminSessionMessages.loginRequired],
      [customer, 403, adminSessionMessages.adminsOnly],
    ] as const) {
      const got = await list(cookie);
      expect(got.statusCode).toBe(status);
      expect(got.json().message).toBe(message);
      const put = await setStatus(request.id, { status: 'completed' }, cookie);
      expect(put.statusCode).toBe(status);
      expect(put.json().message).toBe(message);
      // The guard answers before the body is looked at.
      expect((await setStatus(request.id, { status: 'bogus' }, cookie)).statusCode).toBe(status);
    }
    expect(await statusOf(request.id)).toBe('pending');
  });
});

describe('the OpenAPI page', () => {
  it('documents the public POST and the admin GET and PUT in the OpenAPI page', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(paths['/api/customArt']).sort()).toEqual(['get', 'post']);
    expect(paths['/api/customArt/{id}'].put.tags).toEqual(['Admin custom art']);
  });
});

describe('GET /api/customArt', () => {
  it('answers an empty array when there are no requests', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists every request newest first with all its fields', async () => {
    const older = await seed({ firstName: 'Older', createdAt: new Date('2026-01-01T10:00:00Z') });
    const newest = await seed({
      firstName: 'Newest',
      status: 'completed',
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    await seed({ firstName: 'Middle', createdAt: new Date('2026-02-01T10:00:00Z') });

    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json<CustomArt[]>();
    expect(body.map((r) => r.firstName)).toEqual(['Newest', 'Middle', 'Older']);
    expect(body[0]).toEqual({
      id: newest.id,
      firstName: 'Newest',
      lastName: 'Rao',
      email: newest.email,
      phone: '9876543210',
      description: 'A family photo on a stone',
      // The photo is private: the admin's authenticated address of it (custom-art-photos.test.ts).
      artUrl: `/api/admin/customArt/${newest.id}/image`,
      status: 'completed',
      // A commission's stage (decision 0053): a new request is 'requested'.
      stage: 'requested',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(body[2]).toMatchObject({ id: older.id, status: 'pending' });
  });

  it('includes a request a visitor has just sent through the public form', async () => {
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/customArt',
      remoteAddress: '10.30.0.1',
      ...multipartPayload(
        {
          firstName: 'Meera',
          lastName: 'Iyer',
          email: 'meera@example.in',
          phone: '9123456780',
          description: 'Our dog on a pebble',
        },
        [{ name: 'image', filename: 'dog.png', contentType: 'image/png', data: image }],
      ),
    });
    expect(sent.statusCode).toBe(201);

    const [first] = (await list()).json<CustomArt[]>();
    // The same request; the visitor's answer has no address of the photo, the admin's list has.
    expect(first).toEqual({
      ...sent.json().customArt,
      artUrl: `/api/admin/customArt/${first!.id}/image`,
    });
    expect(first).toMatchObject({ firstName: 'Meera', status: 'pending' });
  });
});

describe('PUT /api/customArt/{id}', () => {
  it('marks a pending request completed, and back to pending, answering { customArt }', async () => {
    const request = await seed();

    const done = await setStatus(request.id, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      customArt: expect.objectContaining({
        id: request.id,
        firstName: request.firstName,
        status: 'completed',
        createdAt: request.createdAt.toISOString(),
      }),
    });
    expect(await statusOf(request.id)).toBe('completed');
    expect((await list()).json<CustomArt[]>()[0]?.status).toBe('completed');

    const back = await setStatus(request.id, { status: 'pending' });
    expect(back.statusCode).toBe(200);
    expect(back.json().customArt.status).toBe('pending');
    expect(await statusOf(request.id)).toBe('pending');
  });

  it('accepts setting the status a request already has (a second click changes nothing)', async () => {
    const request = await seed({ status: 'completed' });
    const again = await setStatus(request.id, { status: 'completed' });
    expect(again.statusCode).toBe(200);
    expect(again.json().customArt.status).toBe('completed');
  });

  it('changes only the request it names', async () => {
    const a = await seed();
    const b = await seed();
    await setStatus(a.id, { status: 'completed' });
    expect(await statusOf(b.id)).toBe('pending');
  });

  it.each([
    ['another status', { status: 'shipped' }],
    ['a status in another case', { status: 'Completed' }],
    ['no status', {}],
    ['a number', { status: 1 }],
    ['null', { status: null }],
  ])('refuses %s with 400 and the status message', async (_label, payload) => {
    const request = await seed();
    const response = await setStatus(request.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(customArtMessages.statusInvalid);
    expect(await statusOf(request.id)).toBe('pending');
  });

  it('refuses a body that is not a JSON object with 400, never 500', async () => {
    const request = await seed();
    for (const payload of ['"completed"', '[]', 'null', '{not json']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/customArt/${request.id}`,
        headers: { cookie: admin, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
    expect(await statusOf(request.id)).toBe('pending');
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', 'not-a-uuid'],
    ['an id with SQL in it', "1' or '1'='1"],
  ])('answers 404 for %s', async (_label, id) => {
    const response = await setStatus(encodeURIComponent(id), { status: 'completed' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(customArtMessages.notFound);
  });
});
