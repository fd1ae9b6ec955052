import { expect, test } from '../fixtures';
import { firstDemoProduct } from '../support/catalogue';

// Cart polish (decision 0058): the applied coupon is the server cart's, so it survives a reload and
// the way to checkout and back; '+' stops, visibly, at the one quantity limit.

test('the applied coupon survives a reload and Back to Cart; plus stops at 99', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  const code = `E2E-KEEP-${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post('/api/coupons', {
    data: { code, discount: 100, expiryDate: '2099-12-31' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await loginAs();
  const product = await firstDemoProduct(page.request, 'stoneArt');
  const added = await page.request.post('/api/user/cart/add', {
    data: { productId: product.id, quantity: 99, size: '5 x 3 inches' },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/account/cart');
  const line = page.getByRole('listitem', { name: product.title });
  const plus = line.getByRole('button', { name: `Increase quantity of ${product.title}` });
  await expect(plus).toBeDisabled();
  await expect(line.getByText('Maximum 99 per order')).toBeVisible();

  const couponForm = page.getByRole('form', { name: 'Coupon' });
  await couponForm.getByLabel('Coupon code').fill('no');
  await couponForm.getByRole('button', { name: 'Apply' }).click();
  await expect(couponForm.getByRole('alert')).toHaveText('Invalid coupon code');
  await couponForm.getByLabel('Coupon code').fill(code.toLowerCase());
  await couponForm.getByRole('button', { name: 'Apply' }).click();
  const applied = page.getByText(`Coupon ${code} applied`);
  await expect(applied).toBeVisible();

  await page.reload();
  await expect(applied).toBeVisible();

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByLabel('Order summary', { exact: true });
  await expect(summary.getByText(`Coupon (${code})`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Cart' }).click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  await expect(applied).toBeVisible();
  await expect(page.getByLabel('Order summary', { exact: true })).toContainText(`Coupon (${code})`);
});
