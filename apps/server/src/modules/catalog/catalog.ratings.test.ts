import type { Product } from '@artshop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createProduct, resetCatalog } from '../../test/factories/catalog';
import { createSignedInCustomer } from '../../test/factories/users';

// Decision 0077: every product answer carries the server's average (`rating`, one decimal) and
// count (`ratingCount`) of the reviews written, 0 and 0 without any; never a made-up figure.
let t: TestApp;
useTestApp(buildTestApp, (built) => (t = built));
beforeEach(async () => {
  await resetCatalog(t.db);
});

let clientNumber = 0;
async function review(productId: string, rating: number, signedIn = true) {
  clientNumber += 1;
  const cookie = signedIn ? (await createSignedInCustomer(t.db)).cookie : undefined;
  return t.app.inject({
    method: 'POST',
    url: `/api/adminop/reviews/${productId}`,
    payload: { name: 'Asha', review: 'Lovely', rating },
    remoteAddress: `10.7.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`,
    headers: cookie ? { cookie } : {},
  });
}

type Rating = Pick<Product, 'id' | 'rating' | 'ratingCount'>;

/** The rating fields of `id` in every public answer that carries products. */
async function ratingsEverywhere(id: string): Promise<Record<string, Rating | undefined>> {
  const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();
  const pick = (list: Product[]) => {
    const found = list.find((product) => product.id === id);
    return found && { id: found.id, rating: found.rating, ratingCount: found.ratingCount };
  };
  return {
    newArrivals: pick((await get<{ products: Product[] }>('/api/newarrivals')).products),
    topSellers: pick((await get<{ products: Product[] }>('/api/topsellers')).products),
    collection: pick((await get<{ products: Product[] }>('/api/adminop/type/stoneArt')).products),
    all: pick((await get<{ data: Product[] }>('/api/adminop/all')).data),
    product: pick([(await get<{ data: Product }>(`/api/adminop/${id}`)).data]),
  };
}

const everywhere = (rating: Rating) => ({
  newArrivals: rating,
  topSellers: rating,
  collection: rating,
  all: rating,
  product: rating,
});

describe('ratings in product answers', () => {
  it('answers 0 and 0 for a product nobody reviewed, in every answer', async () => {
    const product = await createProduct(t.db);
    expect(await ratingsEverywhere(product.id)).toEqual(
      everywhere({ id: product.id, rating: 0, ratingCount: 0 }),
    );
  });

  it('carries the real average and count once reviews are written, through the cached answers', async () => {
    const product = await createProduct(t.db);
    // Read first, so every answer is cached: a review must drop them all.
    await ratingsEverywhere(product.id);

    for (const rating of [5, 4, 4]) expect((await review(product.id, rating)).statusCode).toBe(201);
    // (5 + 4 + 4) / 3 = 4.33, to one decimal.
    expect(await ratingsEverywhere(product.id)).toEqual(
      everywhere({ id: product.id, rating: 4.3, ratingCount: 3 }),
    );
  });

  it("leaves every answer as it was when a visitor's review is refused", async () => {
    const product = await createProduct(t.db);
    expect((await review(product.id, 5)).statusCode).toBe(201);
    expect((await review(product.id, 1, false)).statusCode).toBe(401);
    expect(await ratingsEverywhere(product.id)).toEqual(
      everywhere({ id: product.id, rating: 5, ratingCount: 1 }),
    );
  });
});
