import { reviewMessages, websiteReviewMessages, type WebsiteReview } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { productReviews, products, websiteReviews } from '../../db/schema';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import type { TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import {
  createProduct,
  createReview,
  createWebsiteReview,
  resetCatalog,
} from '../../test/factories/catalog';
import { createSignedInCustomer } from '../../test/factories/users';

let t: TestApp;
let admin: string;
let customer: string;

useTestApp(buildAdminTestApp, (built) => ({ t, admin, customer } = built));
beforeEach(async () => {
  await resetCatalog(t.db);
});

const UNKNOWN_ID = '6f1c1d2e-0000-4000-8000-000000000000';

const listWebsiteReviews = async () =>
  (await injectAs(t, 'GET', '/api/website-reviews', null)).json<{ data: WebsiteReview[] }>().data;

describe('admin review calls refuse anyone but an admin', () => {
  it('answers 401 to an anonymous caller and 403 to a customer, changing nothing', async () => {
    const websiteReview = await createWebsiteReview(t.db);
    const productReview = await createReview(t.db);
    const payload = { reviewUserName: 'Intruder', reviewContent: 'Spam', rating: 5 };
    for (const [cookie, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      expect((await injectAs(t, 'POST', '/api/website-reviews', cookie, payload)).statusCode).toBe(
        status,
      );
      expect(
        (await injectAs(t, 'DELETE', `/api/website-reviews/${websiteReview.id}`, cookie))
          .statusCode,
      ).toBe(status);
      expect(
        (await injectAs(t, 'DELETE', `/api/adminop/reviews/${productReview.id}`, cookie))
          .statusCode,
      ).toBe(status);
    }
    expect((await t.db.select().from(websiteReviews)).map((r) => r.id)).toEqual([websiteReview.id]);
    expect(
      await t.db.select().from(productReviews).where(eq(productReviews.id, productReview.id)),
    ).toHaveLength(1);
  });
});

describe('POST /api/website-reviews', () => {
  it('stores the trimmed review and shows it at once in the cached public list', async () => {
    // Warm the public list's response cache first: the write must drop it.
    expect(await listWebsiteReviews()).toEqual([]);
    const response = await injectAs(t, 'POST', '/api/website-reviews', admin, {
      reviewUserName: '  Priya S ',
      reviewContent: ' Beautiful stones, quick delivery. ',
      rating: 4,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: WebsiteReview }>();
    expect(data).toEqual({
      id: expect.any(String),
      reviewUserName: 'Priya S',
      reviewContent: 'Beautiful stones, quick delivery.',
      rating: 4,
      timestamp: expect.any(String),
    });
    expect(await listWebsiteReviews()).toEqual([data]);
  });

  it('gives 5 stars when no rating is sent', async () => {
    const response = await injectAs(t, 'POST', '/api/website-reviews', admin, {
      reviewUserName: 'Asha',
      reviewContent: 'Lovely',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: WebsiteReview }>().data.rating).toBe(5);
  });

  const valid = { reviewUserName: 'Asha', reviewContent: 'Lovely work', rating: 5 };
  it.each([
    ['no user name', { reviewUserName: undefined }, reviewMessages.userNameRequired],
    ['a blank user name', { reviewUserName: '  ' }, reviewMessages.userNameRequired],
    ['a 61-character name', { reviewUserName: 'n'.repeat(61) }, reviewMessages.userNameTooLong],
    ['no content', { reviewContent: undefined }, reviewMessages.contentRequired],
    ['blank content', { reviewContent: ' \n ' }, reviewMessages.contentRequired],
    [
      'content over 2000 characters',
      { reviewContent: 'r'.repeat(2001) },
      reviewMessages.contentTooLong,
    ],
    ['rating 0', { rating: 0 }, reviewMessages.rating],
    ['rating 6', { rating: 6 }, reviewMessages.rating],
    ['rating 4.5', { rating: 4.5 }, reviewMessages.rating],
    ['a text rating', { rating: '5' }, reviewMessages.rating],
  ])(
    'refuses %s with 400 and a clear message, storing nothing',
    async (_label, change, message) => {
      const response = await injectAs(t, 'POST', '/api/website-reviews', admin, {
        ...valid,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
      expect(await t.db.select().from(websiteReviews)).toEqual([]);
    },
  );

  it('refuses a request without a body with 400', async () => {
    const response = await injectAs(t, 'POST', '/api/website-reviews', admin);
    expect(response.statusCode).toBe(400);
  });
});

describe('DELETE /api/website-reviews/:id', () => {
  it('deletes the review (204) and the public list drops it at once', async () => {
    const keep = await createWebsiteReview(t.db, { reviewUserName: 'Keep' });
    const spam = await createWebsiteReview(t.db, { reviewUserName: 'Spam' });
    expect((await listWebsiteReviews()).map((r) => r.reviewUserName).sort()).toEqual([
      'Keep',
      'Spam',
    ]);
    const response = await injectAs(t, 'DELETE', `/api/website-reviews/${spam.id}`, admin);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await listWebsiteReviews()).map((r) => r.id)).toEqual([keep.id]);

    const again = await injectAs(t, 'DELETE', `/api/website-reviews/${spam.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: websiteReviewMessages.notFound });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      const response = await injectAs(t, 'DELETE', `/api/website-reviews/${id}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        statusCode: 404,
        message: websiteReviewMessages.notFound,
      });
    }
  });
});

describe('DELETE /api/adminop/reviews/:reviewId (moderation)', () => {
  async function productStats(id: string) {
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    return { rating: row?.rating, ratingCount: row?.ratingCount };
  }

  async function review(productId: string, rating: number, remoteAddress: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/adminop/reviews/${productId}`,
      payload: { name: 'N', review: 'R', rating },
      remoteAddress,
      // Each review by its own customer: writing one needs a customer's session (decision 0077).
      headers: { cookie: (await createSignedInCustomer(t.db)).cookie },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ review: { id: string } }>().review.id;
  }

  it("deletes a product review and recomputes the product's rating and count", async () => {
    const product = await createProduct(t.db);
    const spamId = await review(product.id, 1, '10.9.0.1');
    await review(product.id, 5, '10.9.0.2');
    await review(product.id, 4, '10.9.0.3');
    // (1 + 5 + 4) / 3 = 3.3
    expect(await productStats(product.id)).toEqual({ rating: 3.3, ratingCount: 3 });
    // The public product page is cached: moderation must show at once.
    const before = await injectAs(t, 'GET', `/api/adminop/${product.id}`, null);
    expect(before.json()).toMatchObject({ data: { rating: 3.3, ratingCount: 3 } });

    const response = await injectAs(t, 'DELETE', `/api/adminop/reviews/${spamId}`, admin);
    expect(response.statusCode).toBe(204);

    expect(await productStats(product.id)).toEqual({ rating: 4.5, ratingCount: 2 });
    const after = await injectAs(t, 'GET', `/api/adminop/${product.id}`, null);
    expect(after.json()).toMatchObject({ data: { rating: 4.5, ratingCount: 2 } });
    const list = await injectAs(t, 'GET', `/api/adminop/reviews/${product.id}`, null);
    expect(list.json<{ reviews: { id: string }[]; total: number }>()).toMatchObject({ total: 2 });
    expect(list.json<{ reviews: { id: string }[] }>().reviews.map((r) => r.id)).not.toContain(
      spamId,
    );
  });

  it('sets the rating back to 0 when the last review goes', async () => {
    const product = await createProduct(t.db);
    const only = await review(product.id, 3, '10.9.1.1');
    expect((await injectAs(t, 'DELETE', `/api/adminop/reviews/${only}`, admin)).statusCode).toBe(
      204,
    );
    expect(await productStats(product.id)).toEqual({ rating: 0, ratingCount: 0 });
  });

  it('leaves other products alone', async () => {
    const product = await createProduct(t.db);
    const other = await createProduct(t.db);
    const mine = await review(product.id, 2, '10.9.2.1');
    await review(other.id, 4, '10.9.2.2');
    await injectAs(t, 'DELETE', `/api/adminop/reviews/${mine}`, admin);
    expect(await productStats(other.id)).toEqual({ rating: 4, ratingCount: 1 });
  });

  it('answers 404 for an unknown, malformed or already deleted review id', async () => {
    const gone = await createReview(t.db);
    expect((await injectAs(t, 'DELETE', `/api/adminop/reviews/${gone.id}`, admin)).statusCode).toBe(
      204,
    );
    for (const id of [UNKNOWN_ID, 'bad-id', gone.id]) {
      const response = await injectAs(t, 'DELETE', `/api/adminop/reviews/${id}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        statusCode: 404,
        message: reviewMessages.notFound,
      });
    }
  });

  it('keeps the public review routes of the same path working', async () => {
    const product = await createProduct(t.db);
    expect((await injectAs(t, 'GET', `/api/adminop/reviews/${product.id}`, null)).statusCode).toBe(
      200,
    );
  });
});
