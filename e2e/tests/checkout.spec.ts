import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { firstDemoProduct } from '../support/catalogue';

// The money path in test mode (spec section 2 'Checkout'): add stone art, apply a coupon, check
// out, pay in the test window, land on the status page, and find the order in My Orders.

/** A coupon no other test uses, created by the admin through the API. */
async function createCoupon(request: APIRequestContext, discount: number): Promise<string> {
  const code = `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
  const response = await request.post('/api/coupons', {
    data: { code, discount, expiryDate: '2099-12-31' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return code;
}

/** Adds the first stone art to the cart from its product page and opens the cart. */
async function addStoneArtAndOpenCart(page: Page) {
  const product = await firstDemoProduct(page.request, 'stoneArt');
  await page.goto(`/productoverview/${product.id}`);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Cart' }).click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  return product;
}

/** A new customer's profile has no address: fill the shipping fields. */
async function fillShipping(page: Page) {
  await page.getByLabel('Address line 1').fill('12 MG Road, Koregaon Park');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('PIN code').fill('411001');
}

/** The page fits the viewport's width: nothing pushes the phone layout sideways. */
async function expectNoSideScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? width);
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹/ });

async function openPaymentWindow(page: Page) {
  await payButton(page).click();
  const window = page.getByRole('dialog', { name: 'Payment' });
  await expect(window.getByText('Test mode: no money moves')).toBeVisible();
  return window;
}

test('a customer buys stone art with a coupon in test mode and finds the order in My Orders', async ({
  page,
  loginAs,
  isMobile,
}) => {
  await loginAs('admin');
  const code = await createCoupon(page.request, 100);
  await loginAs();
  const product = await addStoneArtAndOpenCart(page);

  const coupon = page.getByRole('form', { name: 'Coupon' });
  await coupon.getByLabel('Coupon code').fill(code);
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${code} applied`)).toBeVisible();
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // The summary carries the coupon and the first-order welcome offer.
  const summary = page.getByLabel('Order summary', { exact: true });
  await expect(summary.getByText(`Coupon (${code})`)).toBeVisible();
  await expect(summary.getByText('Welcome offer (20%)')).toBeVisible();
  await expect(summary.getByText('₹50', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(
    product.title,
  );

  // Prefilled from the account; email and country locked.
  await expect(page.getByLabel('Full Name')).toHaveValue('Asha Rao');
  const contact = page.getByRole('group', { name: 'Contact Information' });
  await expect(contact.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await expect(payButton(page)).toBeDisabled();

  // A few of the spec's messages, validated on change.
  await page.getByLabel('Full Name').fill('As');
  await expect(page.getByText('Name must be at least 3 characters', { exact: true })).toBeVisible();
  await page.getByLabel('Phone').fill('');
  await expect(page.getByText('Phone number is required', { exact: true })).toBeVisible();
  await page.getByLabel('PIN code').fill('4110');
  await expect(page.getByText('Enter a valid 6-digit PIN code', { exact: true })).toBeVisible();
  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('Phone').fill('9876543210');
  await fillShipping(page);
  await expect(page.getByText('Name must be at least 3 characters', { exact: true })).toBeHidden();
  await expect(payButton(page)).toBeEnabled();
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);

  const label = (await payButton(page).textContent()) ?? '';
  const amount = label.replace(/^Pay /, '');
  const window = await openPaymentWindow(page);
  await expect(window).toContainText(amount);
  await expectNoSeriousA11yViolations(page);
  await window.getByRole('button', { name: 'Pay successfully' }).click();

  await expect(page).toHaveURL(/\/checkout\/payment-status\?ref=/);
  await expect(page.getByRole('heading', { name: 'Order Status' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Your order has been completed successfully.')).toBeVisible();
  const details = page.getByLabel('Order details');
  await expect(details).toContainText(amount);
  await expect(details).toContainText('Success');
  await expect(details).toContainText(
    '12 MG Road, Koregaon Park, Pune, Maharashtra, 411001, India',
  );
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
  // The order by its short number (decision 0085).
  const number = (await details.locator('dd').first().textContent()) ?? '';
  expect(number).toMatch(/^AS-\d{4,}$/);

  await page.goto('/my-account');
  const menu = page.getByRole('navigation', { name: 'My Account' });
  if (isMobile) await page.getByRole('button', { name: /^Account menu:/ }).click();
  await menu.getByRole('button', { name: 'My Orders' }).click();
  const order = page.getByRole('button', { name: new RegExp(`Order ${number}\\b`) });
  await expect(order).toContainText('Processing');
  await expect(order).toContainText(amount);
  await order.click();
  await expect(page.getByRole('list', { name: 'Ordered items' })).toContainText(product.title);
  await expectNoSideScroll(page);
});

test("'Fail payment' in the test window gives 'Payment Failed'", async ({ page, loginAs }) => {
  await loginAs();
  await addStoneArtAndOpenCart(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillShipping(page);
  await expect(payButton(page)).toBeEnabled();

  const window = await openPaymentWindow(page);
  await window.getByRole('button', { name: 'Fail payment' }).click();

  await expect(page).toHaveURL(/\/checkout\/payment-status\?ref=/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText("We couldn't process your payment. Please try again.")).toBeVisible();
  await expect(page.getByLabel('Order details')).toContainText('Failed');
  // Nothing was paid: the cart keeps its piece.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a visitor at /checkout is sent to sign in', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Please login to view your cart!')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});
