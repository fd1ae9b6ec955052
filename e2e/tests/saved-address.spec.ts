import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { firstDemoProduct } from '../support/catalogue';
import { waitForHydration } from '../support/hydration';
import { toastWith } from '../support/toasts';

// Checkout for India and the page after paying (decisions 0084, 0085), on a desktop and a phone:
// a first order's address (two lines, a state from the list, a PIN code) is saved to the account,
// the second checkout starts from it, and each status page names the order by its short number,
// keeps the PIN code on one line and leads on to the order or back to the shop.

const HOME = {
  line1: '14 Lake View Apartments, Sector 5',
  line2: 'Flat 302, near the water tank',
  city: 'Navi Mumbai',
  state: 'Maharashtra',
  pin: '400703',
};

/** Adds the first stone art to the cart from its product page and goes to the checkout. */
async function checkoutOneStone(page: Page) {
  const product = await firstDemoProduct(page.request, 'stoneArt');
  await page.goto(`/productoverview/${product.id}`);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹/ });

/** Pays in the test window and checks the status page after it; returns the order number. */
async function payAndCheckStatusPage(page: Page): Promise<string> {
  await payButton(page).click();
  const window = page.getByRole('dialog', { name: 'Payment' });
  await window.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-status\?ref=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  const details = page.getByLabel('Order details');
  const number = (await details.locator('dd').first().textContent()) ?? '';
  expect(number).toMatch(/^AS-\d{4,}$/);
  // Neither our UUID nor Razorpay's id.
  await expect(details).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expect(details).not.toContainText('order_');
  await expect(details).toContainText(HOME.line2);
  // The PIN code sits on one line, however narrow the screen.
  const pin = details.getByText(HOME.pin, { exact: true });
  expect(await pin.evaluate((element) => element.getClientRects().length)).toBe(1);
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'View order' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  return number;
}

test('a second checkout starts from the saved address, and each status page shows the order number', async ({
  page,
  loginAs,
}) => {
  await loginAs();

  // First order: a new customer types the address; a PIN starting with 0 is named beside Pay.
  await checkoutOneStone(page);
  await page.getByLabel('Address line 1').fill(HOME.line1);
  await page.getByLabel('Address line 2 (optional)').fill(HOME.line2);
  await page.getByLabel('City').fill(HOME.city);
  await page.getByLabel('State').selectOption(HOME.state);
  await page.getByLabel('PIN code').fill('040070');
  await expect(payButton(page)).toBeDisabled();
  const fix = page.getByRole('button', { name: 'PIN code: A PIN code never starts with 0' });
  await expect(fix).toBeVisible();
  await fix.click();
  await expect(page.getByLabel('PIN code')).toBeFocused();
  await page.getByLabel('PIN code').fill(HOME.pin);
  await expect(payButton(page)).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  const first = await payAndCheckStatusPage(page);

  // Second order: the saved address is chosen and filled in.
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  await checkoutOneStone(page);
  const book = page.getByRole('group', { name: 'Saved addresses' });
  await expect(book.getByRole('radio', { name: new RegExp(HOME.line1) })).toBeChecked();
  await expect(page.getByLabel('Address line 1')).toHaveValue(HOME.line1);
  await expect(page.getByLabel('Address line 2 (optional)')).toHaveValue(HOME.line2);
  await expect(page.getByLabel('State')).toHaveValue(HOME.state);
  await expect(page.getByLabel('PIN code')).toHaveValue(HOME.pin);
  await expect(payButton(page)).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  const second = await payAndCheckStatusPage(page);
  expect(Number(second.slice(3))).toBeGreaterThan(Number(first.slice(3)));

  // 'View order' opens that order in My Orders.
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=orders&order=/);
  const card = page.getByRole('button', { name: new RegExp(`Order ${second}\\b`) });
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: new RegExp(`Order ${first}\\b`) })).toBeVisible();

  // My Account's saved addresses (decision 0090): the entry is edited by the checkout's rules and
  // deleted after a confirmation.
  await page.goto('/my-account?tab=addresses');
  const entry = page.getByRole('listitem', { name: HOME.line1 });
  await expect(entry).toContainText(`${HOME.line2}, ${HOME.city}, ${HOME.state}, ${HOME.pin}`);
  const edit = entry.getByRole('button', { name: `Edit ${HOME.line1}` });
  await waitForHydration(edit);
  await edit.click();
  await entry.getByLabel('Address line 2 (optional)').fill('Flat 404, near the water tank');
  await entry.getByLabel('PIN code').fill('040703');
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(entry.getByText('A PIN code never starts with 0')).toBeVisible();
  await expect(entry.getByLabel('PIN code')).toBeFocused();
  await entry.getByLabel('PIN code').fill('400706');
  await entry.getByRole('button', { name: 'Save' }).click();
  const saved = toastWith(page, 'Address updated');
  await expect(saved).toBeVisible();
  // The toast sits below the header, never over its controls (decision 0091).
  const header = await page.locator('[data-top-bar]').first().boundingBox();
  // Where it rests: the toast slides down into place as it appears.
  await expect
    .poll(async () => (await saved.boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual(header!.y + header!.height);
  await expect(entry).toContainText(
    'Flat 404, near the water tank, Navi Mumbai, Maharashtra, 400706',
  );
  await expectNoSeriousA11yViolations(page);

  await entry.getByRole('button', { name: `Delete ${HOME.line1}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete address' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Address deleted')).toBeVisible();
  await expect(
    page.getByText('No saved addresses yet. The address of each order you place is saved here.'),
  ).toBeVisible();
});
