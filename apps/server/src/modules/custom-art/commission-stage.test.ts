import {
  adminSessionMessages,
  commissionMessages,
  customArtMessages,
  type CustomArt,
} from '@artshop/shared';
import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { customArtRequests, mailOutbox, type CustomArtRequestRow } from '../../db/schema';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import type { TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { createUser } from '../../test/factories/users';
import { createCustomArtOffer, createCustomArtRequest } from '../../test/factories/custom-art';

// PUT /api/admin/customArt/{id}/stage (decision 0053): the admin moves a paid commission through
// its stages, each new one told to the requester once; and the order of a paid quote, marked
// shipped, ships its commission.

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: string;
let customer: string;

useTestApp(buildAdminTestApp, (built) => ({ t, admin, customer } = built));
beforeEach(async () => {
  await t.db.delete(customArtRequests);
  await t.db.delete(mailOutbox);
});

const setStage = (id: string, payload: unknown, cookie: string | null = admin) =>
  injectAs(t, 'PUT', `/api/admin/customArt/${id}/stage`, cookie, payload);

const rowOf = async (id: string) =>
  (await t.db.select().from(customArtRequests).where(eq(customArtRequests.id, id)))[0]!;

/** The commission messages queued for request `id`, oldest first. */
const mailsOf = (id: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `commission:${id}:%`))
    .orderBy(mailOutbox.createdAt, mailOutbox.id);

const paidRequest = (overrides: Partial<CustomArtRequestRow> = {}) =>
  createCustomArtRequest(t.db, { stage: 'paid', ...overrides });

async function expectStage(id: string, stage: string, status: string) {
  const response = await setStage(id, { stage });
  expect(response.statusCode, response.body).toBe(200);
  const { customArt } = response.json<{ customArt: CustomArt }>();
  expect(customArt).toMatchObject({ id, stage, status });
  expect(await rowOf(id)).toMatchObject({ stage, status });
}

describe('the stage call refuses anyone but an admin', () => {
  it('answers an anonymous caller 401 and a customer 403, and changes nothing', async () => {
    const request = await paidRequest();
    for (const [cookie, status, message] of [
      [null, 401, adminSessionMessages.loginRequired],
      [customer, 403, adminSessionMessages.adminsOnly],
    ] as const) {
      const response = await setStage(request.id, { stage: 'in_progress' }, cookie);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect((await rowOf(request.id)).stage).toBe('paid');
    expect(await mailsOf(request.id)).toEqual([]);
  });
});

describe('the OpenAPI page', () => {
  it("documents the commission's admin and customer calls", async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(paths['/api/admin/customArt/{id}/stage'].put.tags).toEqual(['Admin custom art']);
    expect(Object.keys(paths['/api/admin/customArt/{id}/photos']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/admin/customArt/{id}/photos/{photoId}'])).toEqual(['delete']);
    expect(Object.keys(paths['/api/customArt/mine'])).toEqual(['get']);
    expect(Object.keys(paths['/api/customArt/{id}/photos/{photoId}'])).toEqual(['get']);
  });
});

describe('PUT /api/admin/customArt/{id}/stage', () => {
  it('moves a paid commission through in progress, completed and shipped', async () => {
    const request = await paidRequest();
    await expectStage(request.id, 'in_progress', 'pending');
    // Completed sets the spec's status too, so the pending/completed screen stays right.
    await expectStage(request.id, 'completed', 'completed');
    await expectStage(request.id, 'shipped', 'completed');
  });

  it('answers stage in the admin list', async () => {
    const request = await paidRequest();
    await setStage(request.id, { stage: 'in_progress' });
    const list = (await injectAs(t, 'GET', '/api/customArt', admin)).json<CustomArt[]>();
    expect(list.find((r) => r.id === request.id)).toMatchObject({ stage: 'in_progress' });
  });

  it('may skip forward, and go back one stage to correct a slip', async () => {
    const request = await paidRequest();
    await expectStage(request.id, 'completed', 'completed');
    await expectStage(request.id, 'in_progress', 'pending');
    await expectStage(request.id, 'paid', 'pending');
    await expectStage(request.id, 'shipped', 'completed');
    await expectStage(request.id, 'completed', 'completed');
  });

  it('refuses to go back more than one stage (409) and changes nothing', async () => {
    const request = await paidRequest({ stage: 'shipped', status: 'completed' });
    const response = await setStage(request.id, { stage: 'in_progress' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(commissionMessages.oneStepBack);
    expect(await rowOf(request.id)).toMatchObject({ stage: 'shipped', status: 'completed' });
  });

  it.each(['requested', 'quoted'] as const)(
    'refuses a request still %s (409): its quote is not paid',
    async (stage) => {
      const request = await createCustomArtRequest(t.db, { stage });
      for (const target of ['in_progress', 'completed', 'shipped', 'paid']) {
        const response = await setStage(request.id, { stage: target });
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(commissionMessages.notPaidYet);
      }
      expect(await rowOf(request.id)).toMatchObject({ stage, status: 'pending' });
      expect(await mailsOf(request.id)).toEqual([]);
    },
  );

  it.each([
    [{ stage: 'requested' }],
    [{ stage: 'quoted' }],
    [{ stage: 'bogus' }],
    [{ stage: 3 }],
    [{}],
    [[]],
    [null],
  ])('refuses the body %j with 400 and a clear message', async (body) => {
    const request = await paidRequest();
    const response = await setStage(request.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(commissionMessages.stageInvalid);
    expect((await rowOf(request.id)).stage).toBe('paid');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      const response = await setStage(id, { stage: 'in_progress' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(customArtMessages.notFound);
    }
  });
});

describe('the message of each stage', () => {
  it("emails the request's address once per stage, with the stage and My Account's requests", async () => {
    const request = await paidRequest({ firstName: 'Kavya', email: 'Kavya.Rao@example.in' });
    await setStage(request.id, { stage: 'in_progress' });
    await setStage(request.id, { stage: 'completed' });
    await setStage(request.id, { stage: 'shipped' });

    const mails = await mailsOf(request.id);
    expect(mails.map((m) => m.dedupeKey)).toEqual([
      `commission:${request.id}:in_progress:requester`,
      `commission:${request.id}:completed:requester`,
      `commission:${request.id}:shipped:requester`,
    ]);
    expect(mails.map((m) => m.subject)).toEqual([
      'Work has started on your custom art',
      'Your custom art is complete',
      'Your custom art has shipped',
    ]);
    for (const [mail, label] of mails.map(
      (m, i) => [m, ['In progress', 'Completed', 'Shipped'][i]] as const,
    )) {
      expect(mail).toMatchObject({ kind: 'commission-update', toAddress: 'Kavya.Rao@example.in' });
      expect(mail.textBody).toContain('Hello Kavya');
      expect(mail.textBody.replace(/\s+/g, ' ')).toContain(`Stage ${label}`);
      expect(mail.html).toContain(`${t.config.siteUrl}/my-account?tab=requests`);
    }
  });

  it('sends nothing again for the same stage, a slip corrected, or the step back to paid', async () => {
    const request = await paidRequest();
    await setStage(request.id, { stage: 'in_progress' });
    await setStage(request.id, { stage: 'in_progress' });
    await setStage(request.id, { stage: 'completed' });
    await setStage(request.id, { stage: 'in_progress' });
    await setStage(request.id, { stage: 'paid' });
    await setStage(request.id, { stage: 'in_progress' });
    await setStage(request.id, { stage: 'completed' });
    expect((await mailsOf(request.id)).map((m) => m.dedupeKey)).toEqual([
      `commission:${request.id}:in_progress:requester`,
      `commission:${request.id}:completed:requester`,
    ]);
  });
});

describe('the shipped hook of the order of a paid quote', () => {
  const SHIP = { status: 'shipped', courier: 'Blue Dart', trackingNumber: 'BD123456789IN' };

  /** A paid commission whose paid quote made a paid order, as accepting and paying it would. */
  async function paidQuoteOrder(stage: CustomArtRequestRow['stage'] = 'in_progress') {
    const buyer = await createUser(t.db);
    const request = await createCustomArtRequest(t.db, { email: buyer.email, stage });
    const offer = await createCustomArtOffer(t.db, {
      userId: buyer.id,
      customArtId: request.id,
      status: 'paid',
    });
    const product = await createProduct(t.db);
    const { order } = await createOrder(t.db, buyer.id, [{ product }], {
      paymentStatus: 'success',
      offerId: offer.id,
    });
    return { request, order };
  }

  const ship = (orderId: string, body: object = SHIP) =>
    injectAs(t, 'PUT', `/api/order/${orderId}/status`, admin, body);

  it("moves the commission to 'shipped' (status completed) when its order ships", async () => {
    const { request, order } = await paidQuoteOrder();
    const response = await ship(order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(request.id)).toMatchObject({ stage: 'shipped', status: 'completed' });
    // The order's shipped message carries the parcel; the commission sends none of its own.
    expect(await mailsOf(request.id)).toEqual([]);
  });

  it('also ships a commission the admin left at paid or completed', async () => {
    for (const stage of ['paid', 'completed'] as const) {
      const { request, order } = await paidQuoteOrder(stage);
      expect((await ship(order.id)).statusCode).toBe(200);
      expect((await rowOf(request.id)).stage).toBe('shipped');
    }
  });

  it('leaves the commission alone on other steps and for an order of no quote', async () => {
    const { request, order } = await paidQuoteOrder();
    expect((await ship(order.id, { status: 'processing' })).statusCode).toBe(200);
    expect((await rowOf(request.id)).stage).toBe('in_progress');

    const other = await createCustomArtRequest(t.db, { stage: 'in_progress' });
    const buyer = await createUser(t.db);
    const { order: plain } = await createOrder(
      t.db,
      buyer.id,
      [{ product: await createProduct(t.db) }],
      {
        paymentStatus: 'success',
      },
    );
    expect((await ship(plain.id)).statusCode).toBe(200);
    expect((await rowOf(other.id)).stage).toBe('in_progress');
  });

  it('does not ship a commission still before payment', async () => {
    const { request, order } = await paidQuoteOrder('quoted');
    expect((await ship(order.id)).statusCode).toBe(200);
    expect((await rowOf(request.id)).stage).toBe('quoted');
  });
});
