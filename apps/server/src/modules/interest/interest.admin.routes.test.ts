import {
  adminInterestMessages,
  adminSessionMessages,
  type InterestedBuyersResponse,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interestedBuyers, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct } from '../../test/factories/catalog';
import { offerPainting, updateOffer, updateProduct } from '../../test/factories/offers';
import {
  createSignedInAdmin,
  createSignedInCustomer,
  createUser,
  type TestUser,
} from '../../test/factories/users';

// GET /api/user/interested-buyer: the admin's interested buyers (spec sections 2, 3 and 7; DESIGN
// section 3), in the admin scope; the customer's POST on the same path stays outside it.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ cookie: admin } = await createSignedInAdmin(t.db));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(interestedBuyers);
});

const list = (headers: Record<string, string> = { cookie: admin }, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/user/interested-buyer${query}`, headers });

const entries = async (query = '') =>
  (await list({ cookie: admin }, query)).json<InterestedBuyersResponse>();

async function interest(user: Pick<TestUser, 'id'>, productId: string, createdAt?: Date) {
  const [row] = await t.db
    .insert(interestedBuyers)
    .values({ userId: user.id, productId, ...(createdAt ? { createdAt } : {}) })
    .returning();
  return row!;
}

describe('GET /api/user/interested-buyer refuses anyone but an admin', () => {
  it('answers an anonymous caller 401 and a customer 403 (cookie or Bearer)', async () => {
    const anonymous = await list({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(adminSessionMessages.loginRequired);

    const { cookie, token } = await createSignedInCustomer(t.db);
    const callers: Record<string, string>[] = [{ cookie }, { authorization: `Bearer ${token}` }];
    for (const headers of callers) {
      const response = await list(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(adminSessionMessages.adminsOnly);
    }
  });

  it('documents both methods of the path in the OpenAPI page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const path = spec.json().paths['/api/user/interested-buyer'];
    expect(Object.keys(path).sort()).toEqual(['get', 'post']);
    expect(path.get.tags).toEqual(['Admin interested buyers']);
  });

  it("leaves the customer's POST on the same path to customers", async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db, { type: 'painting' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/interested-buyer',
      headers: { cookie },
      payload: { productID: product.id },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('GET /api/user/interested-buyer', () => {
  it('answers an empty list when nobody has shown interest', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ interestedBuyersData: [], total: 0, stats: { total: 0 } });
  });

  it("gives each entry the buyer's name, email and account date and the product's fields", async () => {
    const buyer = await createUser(t.db, {
      name: 'Asha Rao',
      email: 'asha.buyer@example.in',
      createdAt: new Date('2025-12-24T08:30:00Z'),
    });
    const painting = await createProduct(t.db, {
      title: 'Monsoon over Kochi',
      description: 'Oil on canvas',
      type: 'painting',
      pricePaise: 200_000,
      discountPercentage: 25,
      orderCount: 3,
    });
    const row = await interest(buyer, painting.id, new Date('2026-02-01T12:00:00Z'));

    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      interestedBuyersData: [
        {
          id: row.id,
          createdAt: '2026-02-01T12:00:00.000Z',
          user: {
            username: 'Asha Rao',
            email: 'asha.buyer@example.in',
            createdAt: '2025-12-24T08:30:00.000Z',
          },
          product: {
            id: painting.id,
            title: 'Monsoon over Kochi',
            type: 'painting',
            mainImageUrl: painting.images[0]!.url,
            price: 2000,
            discount: true,
            discountPrice: 1500,
            discountPercentage: 25,
            orderCount: 3,
            description: 'Oil on canvas',
          },
          status: 'open',
        },
      ],
      total: 1,
      stats: { total: 1 },
    });
  });

  it("says 'offerSent' while an offer for the interest is live and 'sold' once the painting is sold", async () => {
    const { interest: row, offer, painting } = await offerPainting(t, admin);
    const statusOf = async () =>
      (await entries()).interestedBuyersData.find((entry) => entry.id === row.id)?.status;
    expect(await statusOf()).toBe('offerSent');

    // A lapsed offer leaves the admin free to make another (decision 0086).
    await updateOffer(t.db, offer.id, { expiresAt: new Date(Date.now() - 60_000) });
    expect(await statusOf()).toBe('open');

    await updateProduct(t.db, painting.id, { soldAt: new Date() });
    expect(await statusOf()).toBe('sold');
  });

  it('says discount false and the full price as discountPrice for an undiscounted product', async () => {
    const buyer = await createUser(t.db);
    const product = await createProduct(t.db, { pricePaise: 99_950, images: [] });
    await interest(buyer, product.id);
    const [entry] = (await entries()).interestedBuyersData;
    expect(entry?.product).toMatchObject({
      price: 999.5,
      discount: false,
      discountPrice: 999.5,
      discountPercentage: 0,
      mainImageUrl: null,
    });
  });

  it('lists the newest interest first, one entry per buyer and product', async () => {
    const a = await createUser(t.db, { name: 'Buyer A' });
    const b = await createUser(t.db, { name: 'Buyer B' });
    const first = await createProduct(t.db, { title: 'First painting', type: 'painting' });
    const second = await createProduct(t.db, { title: 'Second painting', type: 'painting' });
    await interest(a, first.id, new Date('2026-01-01T00:00:00Z'));
    await interest(b, first.id, new Date('2026-03-01T00:00:00Z'));
    await interest(a, second.id, new Date('2026-02-01T00:00:00Z'));

    const { interestedBuyersData } = await entries();
    expect(interestedBuyersData.map((e) => `${e.user.username}: ${e.product?.title}`)).toEqual([
      'Buyer B: First painting',
      'Buyer A: Second painting',
      'Buyer A: First painting',
    ]);
  });

  it("shows an interest a customer registers through the product page, without the buyer's secrets", async () => {
    const { user, cookie } = await createSignedInCustomer(t.db, { name: 'Ravi Kumar' });
    const product = await createProduct(t.db, { type: 'painting' });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/interested-buyer',
      headers: { cookie },
      payload: { productID: product.id },
    });

    const [entry] = (await entries()).interestedBuyersData;
    expect(entry?.user).toEqual({
      username: 'Ravi Kumar',
      email: user.email,
      createdAt: user.createdAt.toISOString(),
    });
    expect(entry?.product?.id).toBe(product.id);
    expect(JSON.stringify(entry)).not.toMatch(/password|phone|role/i);
  });

  it('drops the interests of a deleted product rather than listing broken rows', async () => {
    const buyer = await createUser(t.db);
    const kept = await createProduct(t.db, { title: 'Kept' });
    const gone = await createProduct(t.db, { title: 'Gone' });
    await interest(buyer, kept.id);
    await interest(buyer, gone.id);
    await t.db.delete(products).where(eq(products.id, gone.id));

    const { interestedBuyersData } = await entries();
    expect(interestedBuyersData.map((e) => e.product?.title)).toEqual(['Kept']);
  });

  it("searches the buyer's name and email and the product's title, and pages the matches", async () => {
    const asha = await createUser(t.db, { name: 'Asha Rao', email: 'asha@example.in' });
    const ravi = await createUser(t.db, { name: 'Ravi Kumar', email: 'ravi.50%@example.in' });
    const lotus = await createProduct(t.db, { title: 'Lotus Pond', type: 'painting' });
    const kochi = await createProduct(t.db, { title: 'Monsoon over Kochi', type: 'painting' });
    await interest(asha, lotus.id, new Date('2026-01-01T00:00:00Z'));
    await interest(ravi, lotus.id, new Date('2026-02-01T00:00:00Z'));
    await interest(asha, kochi.id, new Date('2026-03-01T00:00:00Z'));
    const names = (body: InterestedBuyersResponse) =>
      body.interestedBuyersData.map((e) => `${e.user.username}: ${e.product?.title}`);

    // Any part of the name, the email or the title, in any letter case; % is a character.
    const byName = await entries('?q=ASHA');
    expect(names(byName)).toEqual(['Asha Rao: Monsoon over Kochi', 'Asha Rao: Lotus Pond']);
    expect(byName).toMatchObject({ total: 2, stats: { total: 3 } });
    expect(names(await entries('?q=lotus'))).toEqual([
      'Ravi Kumar: Lotus Pond',
      'Asha Rao: Lotus Pond',
    ]);
    expect(names(await entries(`?q=${encodeURIComponent('50%')}`))).toEqual([
      'Ravi Kumar: Lotus Pond',
    ]);
    expect(await entries(`?q=${encodeURIComponent('%')}`)).toMatchObject({ total: 1 });
    expect(await entries('?q=zebra')).toEqual({
      interestedBuyersData: [],
      total: 0,
      stats: { total: 3 },
    });

    // A page: the total still counts every match.
    const first = await entries('?limit=2');
    expect(names(first)).toEqual(['Asha Rao: Monsoon over Kochi', 'Ravi Kumar: Lotus Pond']);
    expect(first).toMatchObject({ total: 3, stats: { total: 3 } });
    expect(names(await entries('?limit=2&offset=2'))).toEqual(['Asha Rao: Lotus Pond']);
    expect(names(await entries('?q=asha&limit=1&offset=1'))).toEqual(['Asha Rao: Lotus Pond']);
    // Without a limit, every entry (the spec's whole list).
    expect(names(await entries())).toHaveLength(3);
  });

  it('answers a bad page or search 400 with its message', async () => {
    const m = adminInterestMessages;
    for (const [query, message] of [
      ['?limit=0', m.limitInvalid],
      ['?limit=101', m.limitInvalid],
      ['?limit=two', m.limitInvalid],
      ['?offset=-1', m.offsetInvalid],
      ['?offset=1.5', m.offsetInvalid],
      [`?q=${'a'.repeat(101)}`, m.searchTooLong],
      ['?q=a&q=b', m.searchInvalid],
    ] as const) {
      const response = await list({ cookie: admin }, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });
});
