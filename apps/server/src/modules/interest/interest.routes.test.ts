import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interestedBuyers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createSignedInCustomer } from '../../test/factories/users';

describe('POST /api/user/interested-buyer', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const register = (payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/interested-buyer',
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  it('records interest once: 201, then 409 with the spec message', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const painting = await createProduct(t.db, { type: 'painting' });

    const first = await register({ productID: painting.id }, cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'Interest registered successfully!' });

    const again = await register({ productID: painting.id }, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message: 'You have already shown interest in this product.',
    });

    const rows = await t.db
      .select()
      .from(interestedBuyers)
      .where(
        and(eq(interestedBuyers.userId, user.id), eq(interestedBuyers.productId, painting.id)),
      );
    expect(rows).toHaveLength(1);
  });

  it('gives exactly one 201 when the same customer clicks twice at once', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const product = await createProduct(t.db);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => register({ productID: product.id }, cookie)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
  });

  it('counts each customer separately and accepts any product type', async () => {
    const product = await createProduct(t.db, { type: 'stoneArt' });
    const a = await createSignedInCustomer(t.db);
    const b = await createSignedInCustomer(t.db);
    expect((await register({ productID: product.id }, a.cookie)).statusCode).toBe(201);
    expect((await register({ productID: product.id }, b.cookie)).statusCode).toBe(201);
  });

  it.each([
    ['an unknown product', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 for %s', async (_label, productID) => {
    const { cookie } = await createSignedInCustomer(t.db);
    const response = await register({ productID }, cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found');
  });

  it('answers 400 without a productID', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const response = await register({}, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('productID is required');
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const product = await createProduct(t.db);
    for (const payload of [{ productID: product.id }, {}]) {
      const response = await register(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Please log in to continue.');
    }
  });
});

describe('GET /api/user/interested-buyer/{productId} (decision 0081)', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const status = (productId: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/user/interested-buyer/${productId}`,
      headers: cookie ? { cookie } : {},
    });

  it('says whether this customer, and only this one, already showed interest', async () => {
    const painting = await createProduct(t.db, { type: 'painting' });
    const a = await createSignedInCustomer(t.db);
    const b = await createSignedInCustomer(t.db);
    expect((await status(painting.id, a.cookie)).json()).toEqual({ interested: false });

    await t.db.insert(interestedBuyers).values({ userId: a.user.id, productId: painting.id });
    const mine = await status(painting.id, a.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ interested: true });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await status(painting.id, b.cookie)).json()).toEqual({ interested: false });
  });

  it('asks a visitor to sign in, and answers a malformed id with 404', async () => {
    const painting = await createProduct(t.db, { type: 'painting' });
    expect((await status(painting.id)).statusCode).toBe(401);
    const { cookie } = await createSignedInCustomer(t.db);
    const malformed = await status('not-a-uuid', cookie);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe('Product not found');
  });
});
