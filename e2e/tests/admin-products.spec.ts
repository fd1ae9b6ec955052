import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { desktopOnly, expect, expectNoSeriousA11yViolations, newCustomer, test } from '../fixtures';
import { signInCustomer } from '../support/accounts';
import { toastWith } from '../support/toasts';

// Admin products (spec section 2 'Admin dashboard' and 'Admin add product'): the three-step wizard
// with real WebP files, then the dashboard's search, detail modal, edit modal and delete. Both
// projects.

const NOT_A_PHOTO = 'Please upload a JPEG, PNG, WebP or AVIF image.';

/** A real WebP file (the server decodes every upload), as Playwright's in-memory file. */
async function webpFile(name: string, background: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .webp()
    .toBuffer();
  return { name, mimeType: 'image/webp', buffer };
}

interface ListedProduct {
  id: string;
  title: string;
  discountPrice: number;
  mainImageUrl: string;
  sidebarImageUrls: string[];
}

/** The product as the admin list returns it. */
async function findProduct(page: Page, title: string): Promise<ListedProduct> {
  const response = await page.request.get(`/api/admin/products?q=${encodeURIComponent(title)}`);
  const [product] = ((await response.json()) as { products: ListedProduct[] }).products;
  if (!product) throw new Error(`${title} is not listed`);
  return product;
}

function uniqueTitle(testInfo: TestInfo) {
  return `E2E Peacock ${testInfo.project.name} ${Date.now().toString(36)}`;
}

async function fillSteps1And2(page: Page, title: string) {
  await page.getByLabel('Product Title').fill(title);
  await page.getByLabel('Description').fill('A river stone painted with a peacock.');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Price (₹)').fill('1200');
  await page.getByLabel('Hex colour code').fill('#f4e1c1');
  await page.getByLabel('Product Type').selectOption('stoneArt');
  await page.getByLabel('Yes').check();
  await page.getByLabel('Discount Percentage').fill('10');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
}

test.beforeEach(async ({ loginAs }) => {
  await loginAs('admin');
});

test(
  'the wizard checks each step with the spec messages; its close button goes back',
  desktopOnly,
  async ({ page }) => {
    await page.goto('/admin/dashboard');
    await page.getByRole('main').getByRole('link', { name: 'Add Product' }).click();
    await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter a product title')).toBeVisible();
    await expect(page.getByText('Please enter a product description')).toBeVisible();

    await page.getByLabel('Product Title').fill('Half done');
    await page.getByLabel('Description').fill('Still typing');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Hex colour code').fill('#12');
    await page.getByLabel('Yes').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter a valid price')).toBeVisible();
    await expect(page.getByText('Please select a valid background color')).toBeVisible();
    await expect(page.getByText('Please enter a valid discount percentage')).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Product Title')).toHaveValue('Half done');

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  },
);

test('an admin adds a product with real WebP files, finds, views, edits and deletes it', async ({
  page,
  request,
}, testInfo) => {
  const title = uniqueTitle(testInfo);
  await page.goto('/admin/add-product');
  await fillSteps1And2(page, title);

  // A GIF is refused (photos come as JPEG, PNG, WebP or AVIF; decision 0087), and so is a third
  // sidebar image.
  await page.getByLabel('Main Image').setInputFiles({
    name: 'animation.gif',
    mimeType: 'image/gif',
    buffer: await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer(),
  });
  await expect(page.getByText(NOT_A_PHOTO)).toBeVisible();
  await page.getByLabel('Main Image').setInputFiles(await webpFile('main.webp', '#b85c38'));
  await expect(page.getByRole('img', { name: 'Main image preview' })).toBeVisible();
  await expect(page.getByText(NOT_A_PHOTO)).toBeHidden();

  const sidebars = await Promise.all([
    webpFile('side-1.webp', '#2a6f97'),
    webpFile('side-2.webp', '#6a994e'),
    webpFile('side-3.webp', '#bc4749'),
  ]);
  await page.getByLabel('Sidebar Images (optional)').setInputFiles(sidebars);
  await expect(page.getByText('Please select only 2 sidebar images.')).toBeVisible();
  await page.getByLabel('Sidebar Images (optional)').setInputFiles(sidebars.slice(0, 2));
  await expect(page.getByRole('img', { name: /^Sidebar image \d preview$/ })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(toastWith(page, 'Product added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Search for it: one row (a table on desktop, a card on the phone), listed at 1200 less 10%.
  await page.getByRole('searchbox', { name: 'Search products...' }).fill(title.toUpperCase());
  await expect(page.getByText('Showing 1 of 1 products')).toBeVisible();
  await expect(page.getByText(title).filter({ visible: true })).toBeVisible();
  await expect(page.getByText('₹1,080').filter({ visible: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A shopper's spam review, removed from the detail modal. Written by a signed-in customer on a
  // request context of its own (decision 0077), apart from the admin's browser session.
  const added = await findProduct(page, title);
  await signInCustomer(request, newCustomer('spammer'));
  const review = await request.post(`/api/adminop/reviews/${added.id}`, {
    data: { name: 'Spam Bot', review: 'Cheap watches here', rating: 1 },
  });
  expect(review.status()).toBe(201);

  await page.getByRole('button', { name: `View ${title}` }).click();
  const details = page.getByRole('dialog', { name: 'Product Details' });
  await expect(details.getByRole('heading', { name: title })).toBeVisible();
  await expect(details.getByRole('img', { name: `${title}, main image` })).toBeVisible();
  await expect(details).toContainText('10%');
  await expect(details.getByText('Cheap watches here')).toBeVisible();
  await details.getByRole('button', { name: 'Delete review from Spam Bot' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Review' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toastWith(page, 'Review deleted successfully.')).toBeVisible();
  await expect(details.getByText('No reviews yet.')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await edit.getByLabel('Price (₹)').fill('0');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Please enter a valid price')).toBeVisible();
  await edit.getByLabel('Price (₹)').fill('2000');
  await edit.getByLabel('Discount Percentage').fill('25');
  await expect(edit.getByText('₹1,500')).toBeVisible();
  // Keep the main image and the first sidebar; replace the second sidebar.
  await edit
    .getByLabel('Replace sidebar image 2')
    .setInputFiles(await webpFile('new-side.webp', '#ffb703'));
  await expect(edit.getByRole('img', { name: 'New sidebar image 2' })).toBeVisible();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Product updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByText('₹1,500').filter({ visible: true })).toBeVisible();
  await expect(page.getByText('25%').filter({ visible: true })).toBeVisible();

  const edited = await findProduct(page, title);
  expect(edited.discountPrice).toBe(1500);
  expect(edited.mainImageUrl).toBe(added.mainImageUrl);
  expect(edited.sidebarImageUrls[0]).toBe(added.sidebarImageUrls[0]);
  expect(edited.sidebarImageUrls[1]).not.toBe(added.sidebarImageUrls[1]);
  // The shop shows the change too.
  const shop = await page.request.get(`/api/adminop/${edited.id}`);
  expect(((await shop.json()) as { data: ListedProduct }).data.discountPrice).toBe(1500);

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Product' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Product deleted successfully.')).toBeVisible();
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
});
