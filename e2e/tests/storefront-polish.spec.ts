import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { demoProducts } from '../support/catalogue';
import { waitForHydration } from '../support/hydration';

// Storefront polish on both projects: a collection past the old 100-product cap (decision 0056),
// and the phone menu with every header link. The 150 pieces are answered in the browser from one
// real demo product: adding 150 through the admin API would take a minute and change the shared
// catalogue every other spec reads. The server's paging of 150 rows is its integration test.

const COLLECTION_SIZE = 150;

async function serveLargeCollection(page: Page, template: Record<string, unknown>) {
  const stones = Array.from({ length: COLLECTION_SIZE }, (_, i) => ({
    ...template,
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: `Pebble ${i + 1}`,
  }));
  const isCollection = (url: URL) => url.pathname === '/api/adminop/type/stoneArt';
  await page.route(isCollection, async (route: Route) => {
    const query = new URL(route.request().url()).searchParams;
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 100);
    await route.fulfill({
      json: { products: stones.slice(offset, offset + limit), total: stones.length },
    });
  });
}

test('a stone art collection of 150 shows all 150 with Load more', async ({ page, request }) => {
  const [template] = await demoProducts<{ id: string } & Record<string, unknown>>(
    request,
    'stoneArt',
  );
  await serveLargeCollection(page, template!);
  // The server renders a collection's first page into its HTML (decision 0061), where the browser's
  // answer cannot reach: open the collection from the home page instead, so the browser fetches it.
  await page.goto('/');
  const shopNow = page.getByRole('link', { name: 'Shop Now' });
  await waitForHydration(shopNow);
  await shopNow.click();
  await expect(page).toHaveURL(/\/shop\/stone-art$/);

  // The count is what exists from the first page on, not what has been loaded.
  await expect(page.getByText(`Showing ${COLLECTION_SIZE} Product(s)`)).toBeVisible();
  const cards = page.getByRole('article');
  const loadMore = page.getByRole('button', { name: 'Load more' });
  while (await loadMore.isVisible()) {
    const before = await cards.count();
    await loadMore.click();
    await expect(cards).not.toHaveCount(before);
  }
  await expect(cards).toHaveCount(COLLECTION_SIZE);
  await expect(page.getByText('Pebble 150', { exact: true })).toBeAttached();
});

test('the header links, About included, are in the layout of the device', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  let nav = page.getByRole('navigation', { name: 'Main' });
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    nav = page.getByRole('dialog', { name: 'Menu' });
  }
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/careers\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});
