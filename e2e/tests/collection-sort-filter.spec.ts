import { randomUUID } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { signInAdmin } from '../support/accounts';
import { addFreshPainting, demoProducts, setProductHidden } from '../support/catalogue';
import { waitForHydration } from '../support/hydration';

// Collections with sort and filters (decision 0089), on the desktop and the phone: the address holds
// the list, the server orders and counts it, the phone opens the filters in a sheet, and 'Load more'
// continues the chosen order. The server's SQL (ties, ranges, sizes) is its route test.

type Listed = { products: { title: string }[]; total: number };

async function listed(page: Page, query: string): Promise<Listed> {
  const response = await page.request.get(`/api/adminop/type/stoneArt?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Listed;
}

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading');

/** The filter form: in its sheet on a phone (opened from 'Filters'), in its row on a desktop. */
async function openFilters(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('form', { name: 'Filters' }).first();
  await page.getByRole('button', { name: /^Filters/ }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

test('a shopper sorts by price and filters a collection, and the link keeps the list', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  // A shared link: the server renders the sorted list into the page.
  await page.goto('/shop/stone-art?sort=price-asc');
  const cheapestFirst = await listed(page, 'sort=price-asc&limit=3');
  await expect(cardTitles(page).first()).toHaveText(cheapestFirst.products[0]!.title);
  await expect(cardTitles(page).nth(2)).toHaveText(cheapestFirst.products[2]!.title);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('price-asc');
  await expect(page.getByText(`Showing ${cheapestFirst.total} Product(s)`)).toBeVisible();
  if (phone) {
    // Two columns of cards on a phone.
    const [first, second] = await Promise.all([
      page.getByRole('article').nth(0).boundingBox(),
      page.getByRole('article').nth(1).boundingBox(),
    ]);
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x);
  }

  await waitForHydration(sort);
  await sort.selectOption('price-desc');
  await expect(page).toHaveURL(/\/shop\/stone-art\?sort=price-desc$/);
  const dearestFirst = await listed(page, 'sort=price-desc&limit=1');
  await expect(cardTitles(page).first()).toHaveText(dearestFirst.products[0]!.title);

  // Up to ₹1,000: fewer pieces, counted by the server.
  const filters = await openFilters(page, phone);
  await filters.getByRole('textbox', { name: 'Max price (₹)' }).fill('1000');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\?maxPrice=1000&sort=price-desc$/);
  const upTo1000 = await listed(page, 'maxPrice=1000&sort=price-desc');
  expect(upTo1000.total).toBeLessThan(cheapestFirst.total);
  await expect(page.getByText(`Showing ${upTo1000.total} Product(s)`)).toBeVisible();
  await expect(cardTitles(page)).toHaveText(upTo1000.products.map((product) => product.title));
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible({ visible: phone });
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
});

// 'Load more' needs more than one page (48): the pieces are answered in the browser from one real
// demo product, sorted by the price they carry, as storefront-polish.spec.ts does for the paging.
const COLLECTION_SIZE = 60;

async function serveLargeCollection(page: Page, template: Record<string, unknown>) {
  const stones = Array.from({ length: COLLECTION_SIZE }, (_, i) => {
    const price = 500 + ((i * 37) % COLLECTION_SIZE) * 10;
    return {
      ...template,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      title: `Pebble at ${price}`,
      price,
      discount: false,
      discountPercentage: 0,
      discountPrice: price,
      priceOnRequest: false,
    };
  });
  await page.route(
    (url) => url.pathname === '/api/adminop/type/stoneArt',
    async (route: Route) => {
      const query = new URL(route.request().url()).searchParams;
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 100);
      const sorted =
        query.get('sort') === 'price-asc' ? [...stones].sort((a, b) => a.price - b.price) : stones;
      await route.fulfill({
        json: {
          products: sorted.slice(offset, offset + limit),
          total: stones.length,
          sizeOptions: [],
        },
      });
    },
  );
}

test("'Load more' continues a collection sorted by price", async ({ page, request }) => {
  const [template] = await demoProducts<{ id: string } & Record<string, unknown>>(
    request,
    'stoneArt',
  );
  await serveLargeCollection(page, template!);
  // The server renders a collection's first page (decision 0061), where the browser's answer
  // cannot reach: open the collection from the home page, so the browser fetches it.
  await page.goto('/');
  const shopNow = page.getByRole('link', { name: 'Shop Now' });
  await waitForHydration(shopNow);
  await shopNow.click();
  await expect(page.getByText(`Showing ${COLLECTION_SIZE} Product(s)`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await expect(page).toHaveURL(/\?sort=price-asc$/);
  await expect(cardTitles(page).first()).toHaveText('Pebble at 500');
  await expect(page.getByRole('article')).toHaveCount(48);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('article')).toHaveCount(COLLECTION_SIZE);
  const titles = await cardTitles(page).allTextContents();
  const prices = titles.map((title) => Number(title.replace('Pebble at ', '')));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

// 'Price on request' (decision 0089): the owner's switch hides the amount from everything a visitor
// can read: the page, its card, the page's own data and JSON-LD, and the API. A painting of this
// test's own, hidden again at the end, so no other test meets it.
test("a painting on 'Price on request' shows and sends no price", async ({
  page,
  request,
}, testInfo) => {
  await signInAdmin(request);
  const title = `Monsoon ${testInfo.project.name} ${randomUUID().slice(0, 8)}`;
  const painting = await addFreshPainting(request, title, 456789);
  try {
    const switched = await request.patch(`/api/adminop/${painting.id}/price-on-request`, {
      data: { priceOnRequest: true },
    });
    expect(switched.status(), await switched.text()).toBe(200);
    const hidden = /456789|4,56,789/;

    await page.goto(`/productoverview/${painting.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(main.getByText('Price on request').first()).toBeVisible();
    await expect(main).not.toContainText(hidden);
    // What a crawler or anyone reading the page's source receives.
    const html = await (await page.request.get(`/productoverview/${painting.id}`)).text();
    expect(html).toContain(title);
    expect(html).not.toMatch(hidden);
    const api = await (await page.request.get(`/api/adminop/${painting.id}`)).json();
    expect(api.data).toMatchObject({ priceOnRequest: true, price: null, discountPrice: null });

    // Its card, newest first in the collection; and no price range lists it.
    await page.goto('/shop/paintings');
    const card = main.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Price on request')).toBeVisible();
    await expect(card).not.toContainText('₹');
    const ranged = await page.request.get(
      '/api/adminop/type/painting?minPrice=456789&maxPrice=456789',
    );
    expect(((await ranged.json()) as Listed).products.map((p) => p.title)).not.toContain(title);
  } finally {
    await setProductHidden(request, painting.id, true);
  }
});
