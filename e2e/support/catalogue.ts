import { expect, type APIRequestContext } from '@playwright/test';

export type DemoProductType = 'painting' | 'stoneArt';

/** The products of a type in the demo catalogue (the public list API); there is at least one. */
export async function demoProducts<Product extends { id: string } = { id: string; title: string }>(
  request: APIRequestContext,
  type: DemoProductType,
): Promise<Product[]> {
  const response = await request.get(`/api/adminop/type/${type}`);
  expect(response.status(), await response.text()).toBe(200);
  const { products } = (await response.json()) as { products: Product[] };
  expect(products.length, `the demo catalogue has no ${type}`).toBeGreaterThan(0);
  return products;
}

/** The first product of a type in the demo catalogue. */
export async function firstDemoProduct(
  request: APIRequestContext,
  type: DemoProductType,
): Promise<{ id: string; title: string }> {
  const [product] = await demoProducts(request, type);
  if (!product) throw new Error(`the demo catalogue has no ${type}`);
  return product;
}
