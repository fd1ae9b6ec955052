import { expect, test } from '../fixtures';
import { firstDemoProduct } from '../support/catalogue';

// The cart (spec section 2 'Cart'): add from a product page, the header badge, the cart page's
// quantity controls, the coupon box's messages, removal and the empty state. Checkout and payment:
// checkout.spec.ts.

test('visitors are sent from the cart to sign in', async ({ page }) => {
  await page.goto('/account/cart');
  await expect(page.getByText('Please login to view your cart!')).toBeVisible();
  await expect(page.getByText('Redirecting to login page...')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test('a customer adds stone art, changes the quantity, tries a coupon and empties the cart', async ({
  page,
  loginAs,
}) => {
  await loginAs();
  const product = await firstDemoProduct(page.request, 'stoneArt');
  await page.goto(`/productoverview/${product.id}`);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page.getByRole('combobox', { name: /size/i }).selectOption('6 x 4 inches');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Cart' }).click();
  await expect(page).toHaveURL(/\/account\/cart$/);

  const line = page.getByRole('listitem', { name: product.title });
  await expect(line).toContainText('6 x 4 inches');
  await expect(
    line.getByRole('button', { name: `Decrease quantity of ${product.title}` }),
  ).toBeDisabled();
  await line.getByRole('button', { name: `Increase quantity of ${product.title}` }).click();
  await expect(line.getByLabel(`Quantity of ${product.title}`, { exact: true })).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // The quantity is the server's: a reload shows the same.
  await page.reload();
  await expect(line.getByLabel(`Quantity of ${product.title}`, { exact: true })).toHaveText('2');
  await expect(page.getByLabel('Order summary', { exact: true })).toContainText('Total');

  const coupon = page.getByRole('form', { name: 'Coupon' });
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon.getByRole('alert')).toHaveText('Please enter a coupon code');
  await coupon.getByLabel('Coupon code').fill('NO-SUCH-CODE');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon.getByRole('alert')).toHaveText('Invalid coupon code');

  await line.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByText("Looks like you haven't added anything yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
