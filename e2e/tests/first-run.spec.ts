import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { desktopOnly, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { toastWith } from '../support/toasts';

// The owner's first run (decisions 0086, 0087): the dashboard's checklist, and a product added
// from a phone camera's JPEG, on desktop and phone (an owner runs the shop from either); the
// 'Total Sales' widths check sets its own widths, so it runs once. The demo catalogue is not removed
// here (every other spec shops from it); the route tests remove it.

test.beforeEach(async ({ loginAs }) => {
  await loginAs('admin');
});

const checklist = (page: Page) => page.getByRole('region', { name: 'Get your shop ready' });

test('the dashboard lists what a new shop still has to do, each point leading where it is done', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  const list = checklist(page);
  await expect(list).toBeVisible();
  // This run sets ADMIN_EMAIL, ADMIN_PASSWORD and SELLER_*, and nothing else.
  await expect(list.getByText('3 of 8 done')).toBeVisible();
  await expect(list.getByText("Set the shop's email: Done")).toBeVisible();
  await expect(list.getByText('Seller details for invoices: Done')).toBeVisible();
  await expect(list.getByText('Test mode: no money moves.', { exact: false })).toBeVisible();
  await expect(
    list.getByText('Links in emails point at this computer', { exact: false }),
  ).toBeVisible();
  // One search box on the dashboard: the products' own.
  await expect(page.getByRole('searchbox')).toHaveCount(1);
  await expect(page.getByRole('searchbox', { name: 'Search products...' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 'Remove the demo catalogue' asks first; cancelled, nothing changes.
  await list.getByRole('button', { name: 'Remove the demo catalogue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the demo catalogue?' });
  await expect(confirm).toContainText('Your own products and orders stay.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('button', { name: 'Remove the demo catalogue' })).toBeVisible();

  await list.getByRole('link', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await page.goBack();
  await checklist(page).getByRole('link', { name: 'Send email' }).click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
});

test(
  "'Total Sales' shows its figure (whole or short) inside its card at every width",
  desktopOnly,
  async ({ page }) => {
    // A shop that has sold for a while: crores, with paise (the widest figure a card may hold).
    await page.route('**/api/admin/products?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { analytics: { totalSales: number } };
      body.analytics.totalSales = 12_34_56_789.5;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/admin/dashboard');
    const stats = page.getByRole('region', { name: 'Product statistics' });
    const figure = stats.getByText('Total Sales').locator('xpath=following-sibling::p');
    for (const width of [360, 800, 1024, 1100, 1180, 1280, 1366, 1440, 1600, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(figure).not.toHaveText('—');
      const box = await figure.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }));
      expect(box.scroll, `at ${width} px`).toBeLessThanOrEqual(box.client);
    }
  },
);

test('a product added with a JPEG from a phone and no sidebar images is shown as WebP', async ({
  page,
}) => {
  const title = `E2E Camera stone ${Date.now().toString(36)}`;
  await page.goto('/admin/add-product');
  await page.getByLabel('Product Title').fill(title);
  await page.getByLabel('Description').fill('Photographed on a phone, uploaded as it came.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Price (₹)').fill('900');
  await page.getByLabel('Hex colour code').fill('#f4e1c1');
  await page.getByLabel('Product Type').selectOption('stoneArt');
  await page.getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  const jpeg = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#8a5a44' },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Main Image')
    .setInputFiles({ name: 'IMG_20261127.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByRole('img', { name: 'Main image preview' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(toastWith(page, 'Product added successfully!')).toBeVisible();

  const listed = await page.request.get(`/api/admin/products?q=${encodeURIComponent(title)}`);
  const [product] = (
    (await listed.json()) as {
      products: { id: string; mainImageUrl: string; sidebarImageUrls: string[] }[];
    }
  ).products;
  expect(product?.mainImageUrl).toMatch(/^\/media\/products\/[0-9a-f]+-\d+\.webp$/);
  expect(product?.sidebarImageUrls).toEqual([]);
  const image = await page.request.get(product!.mainImageUrl);
  expect(image.headers()['content-type']).toBe('image/webp');

  await page.goto(`/productoverview/${product!.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  expect((await page.request.delete(`/api/adminop/delete/${product!.id}`)).status()).toBe(204);
});
