import type { ProductReview, WebsiteReview } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, productReviews, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import {
  createProduct,
  createReview,
  createWebsiteReview,
  resetCatalog,
} from '../../test/factories/catalog';
import { createOrder } from '../../test/factories/orders';
import { createSignedInCustomer } from '../../test/factories/users';
import { invalidateCatalogCache } from '../catalog/response-cache';

let t: TestApp;
useTestApp(buildTestApp, (built) => (t = built));
beforeEach(async () => {
  await resetCatalog(t.db);
});

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));

// The rate limit counts per client IP for the app's lifetime, so each test posts from its own address.
let clientNumber = 0;
function newClient(): string {
  clientNumber += 1;
  return `10.0.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`;
}

/** A review by a customer who signs in for it, unless a session `cookie` (or null: none) is given. */
async function postReview(
  productId: string,
  payload: unknown,
  remoteAddress = newClient(),
  cookie?: string | null,
) {
  const session = cookie === undefined ? (await createSignedInCustomer(t.db)).cookie : cookie;
  return t.app.inject({
    method: 'POST',
    url: `/api/adminop/reviews/${productId}`,
    payload: payload as object,
    remoteAddress,
    headers: session ? { cookie: session } : {},
  });
}

type ReviewList = { reviews: ProductReview[]; total: number };

describe('GET /api/adminop/reviews/:productId', () => {
  it('pages through the reviews of one product, newest first, with the total', async () => {
    const product = await createProduct(t.db);
    const other = await createProduct(t.db);
    for (let i = 0; i < 5; i++) {
      await createReview(t.db, { productId: product.id, name: `R${i}`, createdAt: at(i) });
    }
    await createReview(t.db, { productId: other.id });

    const first = await t.app.inject({
      method: 'GET',
      url: `/api/adminop/reviews/${product.id}?limit=2`,
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<ReviewList>();
    expect(page1.total).toBe(5);
    expect(page1.reviews.map((r) => r.name)).toEqual(['R4', 'R3']);
    expect(page1.reviews[0]).toEqual({
      id: expect.any(String),
      name: 'R4',
      review: expect.any(String),
      rating: 5,
      date: '2025-01-01T00:04:00.000Z',
      verifiedBuyer: false,
    });

    const last = await t.app.inject({
      method: 'GET',
      url: `/api/adminop/reviews/${product.id}?limit=2&offset=4`,
    });
    expect(last.json<ReviewList>().reviews.map((r) => r.name)).toEqual(['R0']);
  });

  it('defaults to 10 per page and refuses a limit above 50 or a negative offset', async () => {
    const product = await createProduct(t.db);
    for (let i = 0; i < 12; i++) await createReview(t.db, { productId: product.id });
    const page = await t.app.inject({ method: 'GET', url: `/api/adminop/reviews/${product.id}` });
    expect(page.json<ReviewList>()).toMatchObject({ total: 12 });
    expect(page.json<ReviewList>().reviews).toHaveLength(10);

    for (const query of ['limit=51', 'offset=-1', 'limit=abc']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/adminop/reviews/${product.id}?${query}`,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toMatch(/must be a whole number/);
    }
  });

  it('answers an empty list for a product without reviews, and 404 for unknown or malformed ids', async () => {
    const product = await createProduct(t.db);
    const empty = await t.app.inject({ method: 'GET', url: `/api/adminop/reviews/${product.id}` });
    expect(empty.json()).toEqual({ reviews: [], total: 0 });

    for (const id of ['6f1c1d2e-0000-4000-8000-000000000000', 'nope']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/adminop/reviews/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Product not found' });
    }
  });

  it('sends a short public cache and 304 for a matching ETag', async () => {
    const product = await createProduct(t.db);
    await createReview(t.db, { productId: product.id });
    const url = `/api/adminop/reviews/${product.id}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('POST /api/adminop/reviews/:productId', () => {
  it("stores the trimmed review and updates the product's rating and count", async () => {
    const product = await createProduct(t.db);
    const created = await postReview(product.id, {
      name: '  Asha  ',
      review: ' Lovely ',
      rating: 4,
    });
    expect(created.statusCode).toBe(201);
    const { review } = created.json<{ review: ProductReview }>();
    expect(review).toMatchObject({ name: 'Asha', review: 'Lovely', rating: 4 });
    expect(Number.isNaN(Date.parse(review.date))).toBe(false);

    await postReview(product.id, { name: 'Ravi', review: 'Good', rating: 5 });
    await postReview(product.id, { name: 'Meena', review: 'Fine', rating: 5 });

    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    // (4 + 5 + 5) / 3 = 4.67, rounded to one decimal.
    expect(row?.rating).toBe(4.7);
    expect(row?.ratingCount).toBe(3);

    const listed = await t.app.inject({ method: 'GET', url: `/api/adminop/${product.id}` });
    expect(listed.json()).toMatchObject({ data: { rating: 4.7, ratingCount: 3 } });
  });

  it('counts every one of many concurrent reviews in the rating', async () => {
    const product = await createProduct(t.db);
    const ratings = [1, 2, 3, 4, 5, 5, 4, 3];
    const responses = await Promise.all(
      ratings.map((rating) => postReview(product.id, { name: 'N', review: 'R', rating })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(ratings.map(() => 201));
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.ratingCount).toBe(ratings.length);
    // 27 / 8 = 3.375
    expect(row?.rating).toBe(3.4);
  });

  it('answers 401 to a review from no signed-in customer, storing nothing (decision 0077)', async () => {
    const product = await createProduct(t.db);
    const payload = { name: 'Asha', review: 'Lovely', rating: 4 };
    const anonymous = await postReview(product.id, payload, newClient(), null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      statusCode: 401,
      message: 'Please log in to continue.',
    });
    // Signed in first, checked second: a visitor learns nothing about the body or the product.
    const noRating = await postReview(product.id, { name: 'Asha', review: 'x' }, newClient(), null);
    expect(noRating.statusCode).toBe(401);
    const badSession = await postReview(product.id, payload, newClient(), 'token=not-a-session');
    expect(badSession.statusCode).toBe(401);

    expect(await t.db.select().from(productReviews)).toEqual([]);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ rating: 0, ratingCount: 0 });
  });

  it("ties the review to the author's account, keeping the name the customer typed", async () => {
    const product = await createProduct(t.db);
    const { user, cookie } = await createSignedInCustomer(t.db, { name: 'Asha Rao' });
    const created = await postReview(
      product.id,
      { name: 'Asha R.', review: 'Lovely', rating: 5 },
      newClient(),
      cookie,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json<{ review: ProductReview }>().review).toMatchObject({ name: 'Asha R.' });
    const [stored] = await t.db.select().from(productReviews);
    expect(stored).toMatchObject({ userId: user.id, name: 'Asha R.' });
  });

  const valid = { name: 'Asha', review: 'Lovely colours', rating: 4 };
  it.each([
    ['a missing rating', { name: 'Asha', review: 'x' }, 'Please choose a rating'],
    ['a null rating', { ...valid, rating: null }, 'Please choose a rating'],
    ['a missing name', { review: 'x', rating: 3 }, 'Name is required'],
    ['a blank name', { ...valid, name: '   ' }, 'Name is required'],
    ['a missing review', { name: 'Asha', rating: 3 }, 'Review is required'],
    ['rating 0', { ...valid, rating: 0 }, 'Rating must be a whole number from 1 to 5'],
    ['rating 6', { ...valid, rating: 6 }, 'Rating must be a whole number from 1 to 5'],
    ['rating 2.5', { ...valid, rating: 2.5 }, 'Rating must be a whole number from 1 to 5'],
    ['a string rating', { ...valid, rating: 'five' }, 'Rating must be a whole number from 1 to 5'],
    ['a long name', { ...valid, name: 'n'.repeat(61) }, 'Name must be at most 60 characters'],
    [
      'a long review',
      { ...valid, review: 'r'.repeat(2001) },
      'Review must be at most 2000 characters',
    ],
  ])(
    'refuses %s with 400 and a clear message, storing nothing',
    async (_label, payload, message) => {
      const product = await createProduct(t.db);
      const response = await postReview(product.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
      const list = await t.app.inject({ method: 'GET', url: `/api/adminop/reviews/${product.id}` });
      expect(list.json<ReviewList>().total).toBe(0);
    },
  );

  it('refuses a request without a body with 400', async () => {
    const product = await createProduct(t.db);
    const { cookie } = await createSignedInCustomer(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/adminop/reviews/${product.id}`,
      remoteAddress: newClient(),
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Please send a name, a review and a rating',
    });
  });

  it('answers 404 for an unknown or malformed product id', async () => {
    for (const id of ['6f1c1d2e-0000-4000-8000-000000000000', 'bad-id']) {
      const response = await postReview(id, valid);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Product not found' });
    }
  });

  it('allows 5 reviews per client in 10 minutes, then 429 with Retry-After', async () => {
    const product = await createProduct(t.db);
    const client = newClient();
    for (let i = 0; i < 5; i++) {
      expect((await postReview(product.id, valid, client)).statusCode).toBe(201);
    }
    const limited = await postReview(product.id, valid, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json<{ message: string }>().message).toMatch(
      /^You have posted too many reviews\. Please try again in .+\.$/,
    );
    // Another client is not affected.
    expect((await postReview(product.id, valid)).statusCode).toBe(201);
  });
});

describe("'Verified buyer' (decision 0077)", () => {
  type ReviewAnswer = { review: ProductReview };
  const paid = { paymentStatus: 'success' as const, paidAt: new Date() };

  async function reviewAs(cookie: string, productId: string) {
    const response = await postReview(
      productId,
      { name: 'Asha', review: 'As pictured', rating: 5 },
      newClient(),
      cookie,
    );
    expect(response.statusCode).toBe(201);
    return response.json<ReviewAnswer>().review;
  }

  async function listed(productId: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/adminop/reviews/${productId}`,
    });
    return response.json<ReviewList>().reviews;
  }

  it('marks the review of a customer with a paid order of the piece, in the answer and the list', async () => {
    const product = await createProduct(t.db);
    const { user, cookie } = await createSignedInCustomer(t.db);
    await createOrder(t.db, user.id, [{ product }], paid);

    expect(await reviewAs(cookie, product.id)).toMatchObject({ verifiedBuyer: true });
    expect((await listed(product.id)).map((r) => r.verifiedBuyer)).toEqual([true]);
  });

  it('does not mark an unpaid, failed or cancelled order, another piece, or an unsigned review', async () => {
    const product = await createProduct(t.db);
    const other = await createProduct(t.db);
    const cases = [
      { paymentStatus: 'pending' as const },
      { paymentStatus: 'failed' as const },
      { ...paid, fulfilmentStatus: 'cancelled' as const, cancelledAt: new Date() },
    ];
    for (const overrides of cases) {
      const { user, cookie } = await createSignedInCustomer(t.db);
      await createOrder(t.db, user.id, [{ product }], overrides);
      expect(await reviewAs(cookie, product.id), JSON.stringify(overrides)).toMatchObject({
        verifiedBuyer: false,
      });
    }
    const elsewhere = await createSignedInCustomer(t.db);
    await createOrder(t.db, elsewhere.user.id, [{ product: other }], paid);
    expect(await reviewAs(elsewhere.cookie, product.id)).toMatchObject({ verifiedBuyer: false });
    // A review from before sign-in was required has no author to look up.
    await createReview(t.db, { productId: product.id });

    const reviews = await listed(product.id);
    expect(reviews).toHaveLength(5);
    expect(reviews.every((r) => r.verifiedBuyer === false)).toBe(true);
  });

  it("follows the author's orders: a purchase after the review marks it, a cancellation unmarks it", async () => {
    const product = await createProduct(t.db);
    const { user, cookie } = await createSignedInCustomer(t.db);
    expect(await reviewAs(cookie, product.id)).toMatchObject({ verifiedBuyer: false });
    expect((await listed(product.id))[0]?.verifiedBuyer).toBe(false);

    // Written as the payment and cancellation services do: the row, then the cached answers dropped.
    const { order } = await createOrder(t.db, user.id, [{ product }], paid);
    await invalidateCatalogCache(t.db);
    expect((await listed(product.id))[0]?.verifiedBuyer).toBe(true);

    await t.db
      .update(orders)
      .set({ fulfilmentStatus: 'cancelled', cancelledAt: new Date() })
      .where(eq(orders.id, order.id));
    await invalidateCatalogCache(t.db);
    expect((await listed(product.id))[0]?.verifiedBuyer).toBe(false);
  });
});

describe('GET /api/website-reviews', () => {
  it('lists website reviews newest first in the spec shape', async () => {
    await createWebsiteReview(t.db, { reviewUserName: 'Old', createdAt: at(1), rating: 4 });
    await createWebsiteReview(t.db, { reviewUserName: 'New', createdAt: at(2) });
    const response = await t.app.inject({ method: 'GET', url: '/api/website-reviews' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    const { data } = response.json<{ data: WebsiteReview[] }>();
    expect(data.map((r) => r.reviewUserName)).toEqual(['New', 'Old']);
    expect(data[1]).toEqual({
      id: expect.any(String),
      reviewUserName: 'Old',
      reviewContent: expect.any(String),
      rating: 4,
      timestamp: '2025-01-01T00:01:00.000Z',
    });
  });
});
