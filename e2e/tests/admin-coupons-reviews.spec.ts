import type { Locator, Page, TestInfo } from '@playwright/test';
import { desktopOnly, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { toastWith } from '../support/toasts';
import { uniqueLetters } from '../support/names';

// The admin coupons and website reviews screens (spec section 2 'Admin coupons' and 'Admin website
// reviews', sections 5 and 8). Every test runs on both projects: the table on the desktop, the cards
// on the phone. Role queries skip the hidden layout, so one locator serves both.

/** Something no other test (or the other project, running at the same time) uses. */
const unique = (testInfo: TestInfo) =>
  `${testInfo.project.name}${Date.now().toString(36)}${testInfo.retry}`;

/** A coupon's or review's table row (desktop) or card (phone). */
const entry = (page: Page, text: string): Locator =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

/** Tomorrow's date as the date field wants it; a day ahead keeps it valid whatever the time zone. */
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test.beforeEach(async ({ loginAs }) => {
  await loginAs('admin');
});

test('create, find, refuse a duplicate and delete a coupon', async ({ page }, testInfo) => {
  const code = `E2E-${unique(testInfo)}`.toUpperCase();
  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ coupons$/)).toBeVisible();
  await expect(page.getByText('Loading coupons...')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const openModal = async () => {
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    return page.getByRole('dialog', { name: 'Create New Coupon' });
  };

  // Create: the button waits for all three fields.
  let dialog = await openModal();
  const submit = dialog.getByRole('button', { name: 'Create Coupon' });
  await expect(dialog.getByLabel('Coupon Code')).toHaveAttribute('placeholder', 'e.g. SUMMER20');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Coupon Code').fill(code);
  await dialog.getByLabel('Discount Amount (₹)').fill('1250');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Expiry Date').fill(tomorrow());
  await expect(submit).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await submit.click();
  await expect(toastWith(page, 'Coupon created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const coupon = entry(page, code);
  await expect(coupon).toBeVisible();
  // A table on the desktop, cards on the phone.
  const isPhone = testInfo.project.name === 'phone';
  await expect(page.getByRole('table')).toBeVisible({ visible: !isPhone });
  await expect(page.getByRole('list', { name: 'Coupons' })).toBeVisible({ visible: isPhone });
  await expect(coupon).toContainText('₹1,250');
  await expect(coupon).toContainText('Active');

  // Search by code, then by an amount no other coupon is likely to have.
  const search = page.getByRole('searchbox', { name: 'Search coupons...' });
  await search.fill(code.toLowerCase());
  await expect(page.getByText('Showing 1 of', { exact: false })).toBeVisible();
  await expect(coupon).toBeVisible();
  await search.fill('zz-no-such-coupon');
  await expect(page.getByText('No coupons found matching your criteria.')).toBeVisible();
  await search.fill('');

  // The same code in another case: the server's message. The success toast sits over Create Coupon
  // (just under the top bar, decision 0091) and stays while the pointer is on it: a click as it
  // leaves can press on the button and release on the toast, which opens nothing. Wait until it
  // has gone, as a person would.
  await expect(toastWith(page, 'Coupon created successfully!')).toBeHidden();
  dialog = await openModal();
  await dialog.getByLabel('Coupon Code').fill(code.toLowerCase());
  await dialog.getByLabel('Discount Amount (₹)').fill('100');
  await dialog.getByLabel('Expiry Date').fill(tomorrow());
  await dialog.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(toastWith(page, 'A coupon with this code already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Delete, after the spec's question.
  await search.fill(code);
  await page.getByRole('button', { name: `Delete coupon ${code}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this coupon?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Coupon deleted successfully!')).toBeVisible();
  await expect(coupon).toHaveCount(0);
  await expect(page.getByText('No coupons found matching your criteria.')).toBeVisible();

  // Gone on the server too.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search coupons...' }).fill(code);
  await expect(page.getByText('No coupons found matching your criteria.')).toBeVisible();
});

test('add a 4-star website review, see it on the home page, then delete it', async ({
  page,
}, testInfo) => {
  const name = `Reviewer ${uniqueLetters(testInfo)}`;
  const content = `Lovely stone art, arrived safely (${testInfo.project.name}).`;
  await page.goto('/admin/website-reviews');
  await expect(page.getByRole('heading', { name: 'Website Reviews', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading reviews...')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Review' });
  const rating = dialog.getByRole('radiogroup', { name: 'Rating' });
  await expect(rating.getByRole('radio', { name: '5 stars' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // Name and content are required.
  await dialog.getByRole('button', { name: 'Add Review' }).click();
  await expect(dialog.getByText('User name is required')).toBeVisible();
  await expect(dialog.getByText('Review content is required')).toBeVisible();

  await dialog.getByLabel('User Name').fill(name);
  await rating.getByRole('radio', { name: '4 stars' }).click();
  await expect(rating.getByRole('radio', { name: '4 stars' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await dialog.getByLabel('Review Content').fill(content);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Add Review' }).click();
  await expect(toastWith(page, 'Review added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list reloaded; search finds it by name, then by content.
  const search = page.getByRole('searchbox', { name: 'Search reviews...' });
  await search.fill(name.toLowerCase());
  const review = entry(page, name);
  await expect(review).toHaveCount(1);
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await search.fill(`(${testInfo.project.name})`);
  await expect(review).toBeVisible();

  // The home page carousel shows it.
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'What Our Customers Say' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByText(name).first()).toBeVisible();
  await expect(carousel.getByText(content).first()).toBeVisible();

  // Back in the admin: delete it after the spec's confirmation.
  await page.goto('/admin/website-reviews');
  await page.getByRole('searchbox', { name: 'Search reviews...' }).fill(name);
  await page.getByRole('button', { name: `Delete review from ${name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(
    `Are you sure you want to delete this review from ${name}? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Review deleted successfully!')).toBeVisible();
  await expect(entry(page, name)).toHaveCount(0);
  await expect(page.getByText('No reviews found')).toBeVisible();
});

test(
  'the back button of the website reviews page goes back in history',
  desktopOnly,
  async ({ page }) => {
    await page.goto('/admin/coupons');
    await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
    await page.goto('/admin/website-reviews');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/admin\/coupons$/);
  },
);
