import { savedMessages, type SavedPiecesResponse } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, savedPieces } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct } from '../../test/factories/catalog';
import {
  createSignedInAdmin,
  createSignedInCustomer,
  DEFAULT_TEST_PASSWORD,
} from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';

// Saved pieces (decision 0122): the customer's own list; the shop's hidden products are not found.

describe('saved pieces: /api/user/saved', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp(),
    (built) => (t = built),
  );

  const list = async (cookie: string) => {
    const response = await injectAs(t, 'GET', '/api/user/saved', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as SavedPiecesResponse).products.map((product) => product.title);
  };

  it('saves, lists last saved first, saves again without a second row, and removes', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const dusk = await createProduct(t.db, { title: 'Dusk', type: 'painting' });
    const lotus = await createProduct(t.db, { title: 'Lotus stone', type: 'stoneArt' });

    expect(await list(cookie)).toEqual([]);
    const saved = await injectAs(t, 'POST', `/api/user/saved/${dusk.id}`, cookie);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ productId: dusk.id, saved: true });
    // Dusk saved an hour before the lotus, whatever the clock's resolution.
    await t.db
      .update(savedPieces)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(savedPieces.productId, dusk.id));
    await injectAs(t, 'POST', `/api/user/saved/${lotus.id}`, cookie);
    const again = await injectAs(t, 'POST', `/api/user/saved/${dusk.id}`, cookie);
    expect(again.statusCode).toBe(200);
    expect(await list(cookie)).toEqual(['Lotus stone', 'Dusk']);
    const body = (
      await injectAs(t, 'GET', '/api/user/saved', cookie)
    ).json() as SavedPiecesResponse;
    expect(body.products[1]).toMatchObject({ id: dusk.id, availability: 'available' });
    expect(typeof body.products[1]?.savedAt).toBe('string');

    const removed = await injectAs(t, 'DELETE', `/api/user/saved/${dusk.id}`, cookie);
    expect(removed.statusCode, removed.body).toBe(204);
    // Not saved is the same.
    expect((await injectAs(t, 'DELETE', `/api/user/saved/${dusk.id}`, cookie)).statusCode).toBe(
      204,
    );
    expect(await list(cookie)).toEqual(['Lotus stone']);
  });

  it("is each customer's own: another's saves are neither listed nor removed", async () => {
    const asha = await createSignedInCustomer(t.db);
    const ravi = await createSignedInCustomer(t.db);
    const piece = await createProduct(t.db, { title: 'Ghats' });
    await injectAs(t, 'POST', `/api/user/saved/${piece.id}`, asha.cookie);

    expect(await list(ravi.cookie)).toEqual([]);
    await injectAs(t, 'DELETE', `/api/user/saved/${piece.id}`, ravi.cookie);
    expect(await list(asha.cookie)).toEqual(['Ghats']);
  });

  it('asks for a customer: a visitor 401, an admin session is not a customer', async () => {
    const piece = await createProduct(t.db);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const url = method === 'GET' ? '/api/user/saved' : `/api/user/saved/${piece.id}`;
      expect((await injectAs(t, method, url, null)).statusCode).toBe(401);
    }
    const admin = await createSignedInAdmin(t.db);
    expect(
      (await injectAs(t, 'POST', `/api/user/saved/${piece.id}`, admin.cookie)).statusCode,
    ).toBe(401);
  });

  it('answers 404 for an unknown, malformed or hidden product, and leaves a hidden saved piece out of the list', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const hidden = await createProduct(t.db, { title: 'Private', hidden: true });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', hidden.id]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await injectAs(t, method, `/api/user/saved/${id}`, cookie);
        expect([method, id, response.statusCode, response.json().message]).toEqual([
          method,
          id,
          404,
          savedMessages.notFound,
        ]);
      }
    }

    const later = await createProduct(t.db, { title: 'Hidden later' });
    await injectAs(t, 'POST', `/api/user/saved/${later.id}`, cookie);
    await t.db.update(products).set({ hidden: true }).where(eq(products.id, later.id));
    expect(await list(cookie)).toEqual([]);
    // Shown again, it is back: the row was kept.
    await t.db.update(products).set({ hidden: false }).where(eq(products.id, later.id));
    expect(await list(cookie)).toEqual(['Hidden later']);
  });

  it("is in the owner's data export, and goes with the account's erasure", async () => {
    const mine = await createSignedInCustomer(t.db);
    const piece = await createProduct(t.db, { title: 'Raga in Indigo', pricePaise: 9_500_000 });
    await injectAs(t, 'POST', `/api/user/saved/${piece.id}`, mine.cookie);

    const exported = await injectAs(t, 'GET', '/api/user/export', mine.cookie);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().savedPieces).toEqual([
      expect.objectContaining({
        productId: piece.id,
        product: 'Raga in Indigo',
        seenPricePaise: 9_500_000,
      }),
    ]);

    const erased = await injectAs(t, 'DELETE', '/api/user', mine.cookie, {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    const left = await t.db.select().from(savedPieces).where(eq(savedPieces.userId, mine.user.id));
    expect(left).toEqual([]);
  });
});
