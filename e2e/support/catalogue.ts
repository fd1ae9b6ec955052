import { effectivePrice, shownPrice, type ShownPriceFields } from '@artshop/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { webpFile } from './images';

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

/**
 * A product of a type from the demo catalogue: the oldest one the list shows. The list is newest
 * first and other tests add products of their own as the suite runs (and hide or sell them), so
 * the first entry may be another test's; the seeded catalogue is older than anything a test adds.
 */
export async function firstDemoProduct(
  request: APIRequestContext,
  type: DemoProductType,
): Promise<{ id: string; title: string }> {
  const page = async (offset: number) => {
    const response = await request.get(`/api/adminop/type/${type}?limit=1&offset=${offset}`);
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { products: { id: string; title: string }[]; total: number };
  };
  // Between the two reads another test may hide or delete one of its own products, which moves the
  // last place; read the total again then.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { total } = await page(0);
    const [product] = (await page(Math.max(0, total - 1))).products;
    if (product) return product;
  }
  throw new Error(`the demo catalogue has no ${type}`);
}

/**
 * Adds a stone art piece no other test knows through the admin API (the caller holds the admin
 * session): a test that hides or changes it never touches what another test shows.
 */
export async function addFreshStoneArt(
  request: APIRequestContext,
  title: string,
  price = 1800,
): Promise<{ id: string; title: string }> {
  return addFreshProduct(request, title, price, 'stoneArt');
}

/** Adds a painting no other test knows, as `addFreshStoneArt` adds a stone. */
export async function addFreshPainting(
  request: APIRequestContext,
  title: string,
  price: number,
): Promise<{ id: string; title: string }> {
  return addFreshProduct(request, title, price, 'painting');
}

async function addFreshProduct(
  request: APIRequestContext,
  title: string,
  price: number,
  type: DemoProductType,
): Promise<{ id: string; title: string }> {
  const response = await request.post('/api/adminop/add', {
    multipart: {
      title,
      description: type === 'painting' ? 'Acrylic on canvas.' : 'A river stone painted by hand.',
      price: String(price),
      bgColor: '#f4e1c1',
      type,
      discount: 'false',
      mainImage: await webpFile('main.webp', '#b85c38'),
      sidebarImage1: await webpFile('side-1.webp', '#2a6f97'),
      sidebarImage2: await webpFile('side-2.webp', '#6a994e'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { product } = (await response.json()) as { product: { id: string } };
  return { id: product.id, title };
}

/** Hides a product from the shop, or shows it again, as the admin (the caller holds the session). */
export async function setProductHidden(
  request: APIRequestContext,
  productId: string,
  hidden: boolean,
): Promise<void> {
  const response = await request.patch(`/api/adminop/${productId}/hidden`, { data: { hidden } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * What a shopper pays for a product or size of a public answer, which must show its price: a
 * 'Price on request' painting's answer carries none (decision 0089).
 */
export function sellingPrice(item: ShownPriceFields): number {
  const price = shownPrice(item);
  if (!price) throw new Error('expected a product with its price shown');
  return effectivePrice(price);
}

/**
 * Presses a product page's 'Write a Review' as a shopper does: after scrolling to the reviews,
 * whose code comes only when the shopper nears them (decision 0064). Below the fold on a phone
 * the button stays disabled until then, and a click waits for an enabled button before it scrolls.
 */
export async function pressWriteAReview(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Rating & Reviews' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Write a Review' }).click();
}
