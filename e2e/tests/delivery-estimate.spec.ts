import type { Page } from '@playwright/test';
import { desktopOnly, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { demoProducts } from '../support/catalogue';
import { toastWith } from '../support/toasts';

// Delivery estimates by PIN code (docs/shipping.md 'Estimates'), on a desktop and a phone: the
// run's server asks the Shiprocket stand-in serve-fresh.mjs starts (744101 is a PIN code no
// courier of the stand-in serves; its couriers take 3 to 5 days). The PIN code checked is
// remembered in the browser and fills the checkout; an order to a PIN code not served is refused
// before the payment window opens.

const deliveryCheck = (page: Page) => page.getByRole('form', { name: 'Check delivery' });

async function checkPin(page: Page, pin: string) {
  const form = deliveryCheck(page);
  await form.getByRole('textbox', { name: 'PIN code' }).fill(pin);
  await form.getByRole('button', { name: 'Check' }).click();
}

test('a stone art page answers the days to a PIN code, or that it is not served, and remembers it', async ({
  page,
}) => {
  const [first, second] = await demoProducts(page.request, 'stoneArt');
  await page.goto(`/productoverview/${first!.id}`);
  const answer = deliveryCheck(page).getByRole('status');

  await checkPin(page, '012345');
  await expect(answer).toHaveText('Enter a valid 6-digit postal code');

  await checkPin(page, '744101');
  await expect(answer).toHaveText('We do not deliver to this PIN code yet');

  await checkPin(page, '560001');
  await expect(answer).toHaveText('Delivery in 3–5 days to 560001');
  await expectNoSeriousA11yViolations(page);

  // The next product page answers the remembered PIN code at once.
  await page.goto(`/productoverview/${(second ?? first)!.id}`);
  await expect(deliveryCheck(page).getByRole('textbox', { name: 'PIN code' })).toHaveValue(
    '560001',
  );
  await expect(deliveryCheck(page).getByRole('status')).toHaveText(
    'Delivery in 3–5 days to 560001',
  );
});

test('the checkout starts from the PIN code checked, and refuses one that is not served before paying', async ({
  page,
  loginAs,
}) => {
  await loginAs();
  const [product] = await demoProducts(page.request, 'stoneArt');
  await page.goto(`/productoverview/${product!.id}`);
  await checkPin(page, '560001');
  await expect(deliveryCheck(page).getByRole('status')).toHaveText(
    'Delivery in 3–5 days to 560001',
  );
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByLabel('PIN code')).toHaveValue('560001');

  // The same address with a PIN code no courier serves: refused with the server's words, and no
  // payment window opens.
  await page.getByLabel('Address line 1').fill('4 Aberdeen Bazaar, near the clock tower');
  await page.getByLabel('City').fill('Port Blair');
  await page.getByLabel('State').selectOption('Andaman and Nicobar Islands');
  await page.getByLabel('PIN code').fill('744101');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(
    page
      .getByText(
        'We do not deliver to PIN code 744101 yet. Please choose another delivery address.',
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Payment' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout$/);
});

test(
  'a PIN prefix the admin blocks is not delivered to, even where Shiprocket serves it',
  desktopOnly,
  async ({ page, loginAs }) => {
    // 855 is a prefix no other spec ships to; the settings are put back at the end.
    await loginAs('admin');
    await page.goto('/admin/shipping');
    await expect(page.getByRole('heading', { name: 'Shipping', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Shiprocket answers delivery estimates/)).toBeVisible();
    const prefixes = page.getByLabel(/^PIN codes we do not deliver to/);
    const before = await prefixes.inputValue();
    await prefixes.fill([before, '855'].filter(Boolean).join(', '));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(toastWith(page, 'Shipping settings saved')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    try {
      const [product] = await demoProducts(page.request, 'stoneArt');
      await page.goto(`/productoverview/${product!.id}`);
      await checkPin(page, '855107');
      await expect(deliveryCheck(page).getByRole('status')).toHaveText(
        'We do not deliver to this PIN code yet',
      );
    } finally {
      await page.goto('/admin/shipping');
      await page.getByLabel(/^PIN codes we do not deliver to/).fill(before);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(toastWith(page, 'Shipping settings saved')).toBeVisible();
    }
  },
);
