import { randomUUID } from 'node:crypto';
import { offerMessages as m, type AdminOffer } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customArtRequests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { mailWithKey } from '../../test/factories/refunds';
import {
  createSignedInAdmin,
  createSignedInCustomer,
  createUser,
} from '../../test/factories/users';
import {
  acceptAs,
  acceptOk,
  createCustomArtRequest,
  createInterest,
  createPainting,
  offerPainting,
  offerRow,
  postOffer,
  productRow,
  updateOffer,
  updateProduct,
} from '../../test/factories/offers';

const HOUR_MS = 60 * 60 * 1000;
const SITE = 'https://shop.example.in';

describe('admin offers', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  useTestApp(
    () => buildTestApp({ env: { PUBLIC_URL: SITE, COOKIE_SECURE: 'false' } }),
    (built) => (t = built),
  );
  beforeAll(async () => {
    const signedIn = await createSignedInAdmin(t.db);
    admin = signedIn.cookie;
    adminId = signedIn.user.id;
  });

  const list = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/offers${query}`, headers: { cookie: admin } });
  const withdraw = (id: string, cookie = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/offers/${id}/withdraw`, headers: { cookie } });

  describe('POST /api/admin/offers', () => {
    it('offers a painting to an interested buyer: defaults, title, image, email', async () => {
      const painting = await createPainting(t.db, { title: 'Monsoon over Kovalam' });
      const { user: buyer } = await createSignedInCustomer(t.db, { name: 'Ravi Menon' });
      const interest = await createInterest(t.db, buyer.id, painting.id);
      const before = Date.now();
      const response = await postOffer(t, admin, {
        interestId: interest.id,
        price: 1234.5,
        note: '  Framed, ready to hang.  ',
      });
      expect(response.statusCode, response.body).toBe(201);
      const { offer } = response.json<{ offer: AdminOffer }>();
      expect(offer).toMatchObject({
        kind: 'painting',
        productId: painting.id,
        customArtId: null,
        title: 'Monsoon over Kovalam',
        imageUrl: painting.images.find((image) => image.role === 'main')?.url,
        price: 1234.5,
        deliveryFee: 50,
        note: 'Framed, ready to hang.',
        status: 'open',
        orderId: null,
        withdrawnReason: null,
        customer: { id: buyer.id, name: 'Ravi Menon', email: buyer.email },
      });
      const validMs = new Date(offer.expiresAt).getTime() - before;
      expect(validMs).toBeGreaterThanOrEqual(72 * HOUR_MS - 1000);
      expect(validMs).toBeLessThanOrEqual(72 * HOUR_MS + 60_000);

      const row = await offerRow(t.db, offer.id);
      expect(row).toMatchObject({
        userId: buyer.id,
        interestId: interest.id,
        pricePaise: 1_234_50,
        deliveryPaise: 50_00,
        createdBy: adminId,
      });
      const [mail] = await mailWithKey(t, `offer:${offer.id}:made`);
      expect(mail).toMatchObject({ kind: 'offer-made', toAddress: buyer.email });
      expect(mail?.subject).toBe('An offer for you: Monsoon over Kovalam');
      const text = mail?.textBody.replace(/\s+/g, ' ') ?? '';
      expect(text).toContain('₹1,234.50');
      expect(text).toContain('Delivery ₹50 ');
      expect(text).toContain('Framed, ready to hang.');
      expect(text).toMatch(/Valid until \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
      expect(text).toContain(`${SITE}/my-account?tab=offers`);
    });

    it('takes the delivery fee and validity it is given', async () => {
      const { offer } = await offerPainting(t, admin, {
        body: { price: 999, deliveryFee: 0, validHours: 2 },
      });
      expect(offer.deliveryFee).toBe(0);
      const hours =
        (new Date(offer.expiresAt).getTime() - new Date(offer.createdAt).getTime()) / HOUR_MS;
      expect(hours).toBeCloseTo(2, 3);
    });

    it('quotes a custom art request to the customer who sent it; the request becomes quoted', async () => {
      const { user } = await createSignedInCustomer(t.db);
      const request = await createCustomArtRequest(t.db, {
        userId: user.id,
        description: 'Ganesha   on a smooth grey stone,\nabout the size of a palm, for my mother',
      });
      const response = await postOffer(t, admin, { customArtId: request.id, price: 2500 });
      expect(response.statusCode, response.body).toBe(201);
      const { offer } = response.json<{ offer: AdminOffer }>();
      expect(offer).toMatchObject({
        kind: 'customArt',
        productId: null,
        customArtId: request.id,
        imageUrl: null,
        // The first 40 characters, with the line break and runs of spaces made single spaces.
        title: 'Custom stone art: Ganesha on a smooth grey stone, about th',
        customer: { id: user.id },
      });
      const [stage] = await t.db
        .select({ stage: customArtRequests.stage })
        .from(customArtRequests)
        .where(eq(customArtRequests.id, request.id));
      expect(stage?.stage).toBe('quoted');
      expect(await mailWithKey(t, `offer:${offer.id}:made`)).toHaveLength(1);
    });

    it('finds the account by the request’s email (any case) when it was sent signed out', async () => {
      const user = await createUser(t.db, { email: `kavya-${Date.now()}@example.com` });
      const request = await createCustomArtRequest(t.db, { email: user.email.toUpperCase() });
      const response = await postOffer(t, admin, { customArtId: request.id, price: 800 });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<{ offer: AdminOffer }>().offer.customer.id).toBe(user.id);
    });

    it('leaves a later commission stage as it is', async () => {
      const { user } = await createSignedInCustomer(t.db);
      const request = await createCustomArtRequest(t.db, { userId: user.id, stage: 'in_progress' });
      expect((await postOffer(t, admin, { customArtId: request.id, price: 800 })).statusCode).toBe(
        201,
      );
      const [row] = await t.db
        .select({ stage: customArtRequests.stage })
        .from(customArtRequests)
        .where(eq(customArtRequests.id, request.id));
      expect(row?.stage).toBe('in_progress');
    });

    it('answers 409 for a requester without an account, stone art and a sold painting', async () => {
      const request = await createCustomArtRequest(t.db, { email: 'nobody-here@example.com' });
      const noAccount = await postOffer(t, admin, { customArtId: request.id, price: 800 });
      expect(noAccount.statusCode).toBe(409);
      expect(noAccount.json().message).toBe(m.requesterHasNoAccount);

      const { user } = await createSignedInCustomer(t.db);
      const stone = await createProduct(t.db, { type: 'stoneArt' });
      const stoneInterest = await createInterest(t.db, user.id, stone.id);
      const notPainting = await postOffer(t, admin, { interestId: stoneInterest.id, price: 800 });
      expect(notPainting.statusCode).toBe(409);
      expect(notPainting.json().message).toBe(m.notAPainting);

      const sold = await createPainting(t.db);
      await updateProduct(t.db, sold.id, { soldAt: new Date() });
      const soldInterest = await createInterest(t.db, user.id, sold.id);
      const alreadySold = await postOffer(t, admin, { interestId: soldInterest.id, price: 800 });
      expect(alreadySold.statusCode).toBe(409);
      expect(alreadySold.json().message).toBe(m.alreadySold);
    });

    it('answers 404 for an unknown or malformed interest or request', async () => {
      for (const [body, message] of [
        [{ interestId: randomUUID(), price: 10 }, m.interestNotFound],
        [{ interestId: 'not-a-uuid', price: 10 }, m.interestNotFound],
        [{ customArtId: randomUUID(), price: 10 }, m.customArtNotFound],
        [{ customArtId: '42', price: 10 }, m.customArtNotFound],
      ] as const) {
        const response = await postOffer(t, admin, body);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(message);
      }
    });

    it('answers 400 with the field’s message for a bad body, and makes no offer', async () => {
      const { interest } = await offerPainting(t, admin);
      const interestId = interest.id;
      const cases: [object, string][] = [
        [{ price: 10 }, m.offerTargetRequired],
        [{ interestId, customArtId: randomUUID(), price: 10 }, m.offerTargetRequired],
        [{ interestId }, m.priceInvalid],
        [{ interestId, price: 0 }, m.priceInvalid],
        [{ interestId, price: 10.005 }, m.priceInvalid],
        [{ interestId, price: '10' }, m.priceInvalid],
        [{ interestId, price: 10, deliveryFee: -1 }, m.deliveryInvalid],
        [{ interestId, price: 10, note: 'x'.repeat(501) }, m.noteTooLong],
        [{ interestId, price: 10, validHours: 0 }, m.validHoursInvalid],
        [{ interestId, price: 10, validHours: 721 }, m.validHoursInvalid],
        [{ interestId, price: 10, validHours: 1.5 }, m.validHoursInvalid],
      ];
      const before = (await list()).json<{ offers: AdminOffer[] }>().offers.length;
      for (const [body, message] of cases) {
        const response = await postOffer(t, admin, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().message, JSON.stringify(body)).toBe(message);
      }
      expect((await list()).json<{ offers: AdminOffer[] }>().offers).toHaveLength(before);
    });

    it('is the admin’s: 401 signed out, 403 for a customer', async () => {
      const { cookie } = await createSignedInCustomer(t.db);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/admin/offers',
        payload: { interestId: randomUUID(), price: 10 },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await postOffer(t, cookie, { interestId: randomUUID(), price: 10 })).statusCode).toBe(
        403,
      );
    });
  });

  describe('GET /api/admin/offers', () => {
    it('lists newest first, searches title, name and email, filters by effective status', async () => {
      const tag = `Zq${Date.now().toString(36)}`;
      const painting = await createPainting(t.db, { title: `Lotus pond ${tag}` });
      const first = await offerPainting(t, admin, { painting });
      const second = await offerPainting(t, admin, { painting });
      const lapsed = await offerPainting(t, admin, { painting });
      await updateOffer(t.db, lapsed.offer.id, { expiresAt: new Date(Date.now() - 1000) });

      const byTitle = (await list(`?q=${tag.toLowerCase()}`)).json<{ offers: AdminOffer[] }>();
      expect(byTitle.offers.map((o) => o.id)).toEqual([
        lapsed.offer.id,
        second.offer.id,
        first.offer.id,
      ]);
      expect(byTitle.offers[0]?.status).toBe('expired');

      const byEmail = (await list(`?q=${encodeURIComponent(second.buyer.email)}`)).json<{
        offers: AdminOffer[];
      }>();
      expect(byEmail.offers.map((o) => o.id)).toEqual([second.offer.id]);
      const byName = (await list(`?q=${encodeURIComponent(first.buyer.name)}`)).json<{
        offers: AdminOffer[];
      }>();
      expect(byName.offers.map((o) => o.id)).toContain(first.offer.id);

      const expired = (await list(`?q=${tag}&status=expired`)).json<{ offers: AdminOffer[] }>();
      expect(expired.offers.map((o) => o.id)).toEqual([lapsed.offer.id]);
      const open = (await list(`?q=${tag}&status=open`)).json<{ offers: AdminOffer[] }>();
      expect(open.offers.map((o) => o.id)).toEqual([second.offer.id, first.offer.id]);
      const all = (await list(`?q=${tag}&status=`)).json<{ offers: AdminOffer[] }>();
      expect(all.offers).toHaveLength(3);

      const bad = await list('?status=lost');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe(m.statusInvalid);
    });

    it.each([
      [`?q=${'a'.repeat(101)}`, m.searchTooLong],
      ['?q=a&q=b', m.searchInvalid],
    ])('answers %s with 400 and its message', async (query, message) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    });

    it('searches % and _ literally', async () => {
      const response = await list('?q=%25_%25');
      expect(response.statusCode).toBe(200);
      expect(response.json<{ offers: AdminOffer[] }>().offers).toEqual([]);
    });
  });

  describe('POST /api/admin/offers/{id}/withdraw', () => {
    it('withdraws an open offer with an email to the customer; the customer can no longer accept it', async () => {
      const { offer, buyer, cookie } = await offerPainting(t, admin);
      const response = await withdraw(offer.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ offer: AdminOffer }>().offer).toMatchObject({
        id: offer.id,
        status: 'withdrawn',
      });
      const [mail] = await mailWithKey(t, `offer:${offer.id}:withdrawn`);
      expect(mail).toMatchObject({ kind: 'offer-withdrawn', toAddress: buyer.email });
      expect(mail?.subject).toBe(`Offer withdrawn: ${offer.title}`);

      const again = await withdraw(offer.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(m.cannotWithdraw);
      const accept = await acceptAs(t, cookie, offer.id);
      expect(accept.statusCode).toBe(409);
      expect(accept.json().message).toBe(m.offerWithdrawnByShop);
    });

    it('withdraws an accepted offer and frees its painting at once', async () => {
      const { offer, cookie, painting } = await offerPainting(t, admin);
      await acceptOk(t, cookie, offer.id);
      expect((await productRow(t.db, painting.id)).reservedOfferId).toBe(offer.id);
      expect((await withdraw(offer.id)).statusCode).toBe(200);
      const product = await productRow(t.db, painting.id);
      expect(product.reservedOfferId).toBeNull();
      expect(product.reservedUntil).toBeNull();
    });

    it('refuses a paid, declined, expired or withdrawn offer (409) and an unknown one (404)', async () => {
      for (const status of ['paid', 'declined', 'withdrawn'] as const) {
        const { offer } = await offerPainting(t, admin);
        await updateOffer(t.db, offer.id, { status });
        const response = await withdraw(offer.id);
        expect(response.statusCode, status).toBe(409);
        expect(response.json().message).toBe(m.cannotWithdraw);
      }
      const { offer } = await offerPainting(t, admin);
      await updateOffer(t.db, offer.id, { expiresAt: new Date(Date.now() - 1) });
      expect((await withdraw(offer.id)).statusCode).toBe(409);

      for (const id of [randomUUID(), 'nope']) {
        const response = await withdraw(id);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(m.offerNotFound);
      }
    });
  });
});
