import { productSchema, type AdminProduct, type Product } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { useCatalogTestApp } from '../../test/use-catalog-test-app';
import { type TestApp } from '../../test/build-test-app';
import { addProductSizes, createProduct, productSize } from '../../test/factories/catalog';

// 'Price on request' (decision 0089): a public answer carries no price for such a painting, in any
// list, in itself or in its sizes, and its place in a price sort says nothing of the hidden price;
// the back-office still sees it.

let t: TestApp;
let admin: string;
useCatalogTestApp((built) => ({ t, admin } = built));

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));

async function get<T>(url: string, cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return { body: response.json<T>(), raw: response.body };
}

/** A painting on request at ₹9,87,654 less 10% (₹8,88,889), with a second size at ₹1,23,457. */
async function hiddenPricePainting() {
  const row = await createProduct(t.db, {
    title: 'Monsoon over the Ghats',
    type: 'painting',
    pricePaise: 98_765_400,
    discountPercentage: 10,
    priceOnRequest: true,
  });
  return addProductSizes(t.db, row, [productSize('Print', 12_345_700)]);
}

const HIDDEN = ['987654', '888889', '123457'];

describe("a 'Price on request' painting in the public answers", () => {
  it('carries no price anywhere a visitor can read, in itself or its sizes', async () => {
    const painting = await hiddenPricePainting();
    const urls = [
      '/api/newarrivals',
      '/api/topsellers',
      '/api/adminop/type/painting',
      '/api/adminop/type/painting?sort=price-asc',
      '/api/adminop/all',
      `/api/adminop/${painting.id}`,
    ];
    for (const url of urls) {
      const { raw } = await get(url);
      expect(raw, url).toContain('Monsoon over the Ghats');
      for (const amount of HIDDEN) expect(raw, url).not.toContain(amount);
    }
    const { body } = await get<{ data: Product }>(`/api/adminop/${painting.id}`);
    expect(productSchema.strict().parse(body.data)).toEqual(body.data);
    expect(body.data).toMatchObject({
      priceOnRequest: true,
      price: null,
      discount: false,
      discountPercentage: 0,
      discountPrice: null,
    });
    expect(body.data.sizes.map((size) => [size.label, size.price, size.discountPrice])).toEqual([
      ['Original', null, null],
      ['Print', null, null],
    ]);
  });

  it('keeps the price of a priced painting and of stone art', async () => {
    const painting = await createProduct(t.db, { type: 'painting', pricePaise: 250_000 });
    const stone = await createProduct(t.db, { pricePaise: 99_900, discountPercentage: 10 });
    expect((await get<{ data: Product }>(`/api/adminop/${painting.id}`)).body.data.price).toBe(
      2500,
    );
    expect((await get<{ data: Product }>(`/api/adminop/${stone.id}`)).body.data).toMatchObject({
      price: 999,
      discount: true,
      discountPrice: 899,
    });
  });

  it("still shows the price to the back-office's list", async () => {
    const painting = await hiddenPricePainting();
    const { body } = await get<{ products: AdminProduct[] }>('/api/admin/products', admin);
    const listed = body.products.find((product) => product.id === painting.id);
    expect(listed).toMatchObject({ priceOnRequest: true, price: 987654, discountPrice: 888889 });
    expect(listed?.sizes.map((size) => size.price)).toEqual([987654, 123457]);
  });

  it('orders such paintings newest first in both price sorts, whatever their hidden prices', async () => {
    await createProduct(t.db, {
      title: 'cheap hidden',
      type: 'painting',
      pricePaise: 10_000,
      priceOnRequest: true,
      createdAt: at(1),
    });
    await createProduct(t.db, {
      title: 'dear hidden',
      type: 'painting',
      pricePaise: 9_000_000,
      priceOnRequest: true,
      createdAt: at(2),
    });
    await createProduct(t.db, { title: 'priced', type: 'painting', createdAt: at(0) });
    const titles = async (sort: string) =>
      (
        await get<{ products: Product[] }>(`/api/adminop/type/painting?sort=${sort}`)
      ).body.products.map((product) => product.title);
    expect(await titles('price-asc')).toEqual(['priced', 'dear hidden', 'cheap hidden']);
    expect(await titles('price-desc')).toEqual(['priced', 'dear hidden', 'cheap hidden']);
    // Any price range leaves them all out, whatever their hidden prices.
    const ranged = await get<{ products: Product[]; total: number }>(
      '/api/adminop/type/painting?minPrice=0&maxPrice=10000000',
    );
    expect(ranged.body.products.map((product) => product.title)).toEqual(['priced']);
  });
});
