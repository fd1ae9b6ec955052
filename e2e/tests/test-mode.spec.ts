import { expect, test } from '../fixtures';

// The browser suite runs the production build without Razorpay keys and with
// PAYMENTS_TEST_MODE=true: every page, shopper and admin, must say that no real money moves
// (docs/decisions/0035-no-test-payments-in-production-by-default.md).

const NOTICE = 'Test mode: no real payments';

test('every page says the shop runs in test mode, without hiding what lies beneath', async ({
  page,
  loginAs,
}) => {
  await page.goto('/');
  const notice = page.getByRole('note').filter({ hasText: NOTICE });
  await expect(notice).toBeVisible();
  // It lets clicks through: nothing under it is out of reach.
  await expect(notice).toHaveCSS('pointer-events', 'none');

  await page.goto('/shop/stone-art');
  await expect(notice).toBeVisible();

  await page.goto('/admin');
  await expect(notice).toBeVisible();

  await loginAs('admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(notice).toBeVisible();
});
