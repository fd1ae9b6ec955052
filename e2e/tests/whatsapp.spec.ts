import type { APIRequestContext } from '@playwright/test';
import type { ConsentsResponse } from '@artshop/shared';
import { privacyMessages, whatsappMessages } from '@artshop/shared';
import { expect, test } from '../fixtures';
import { firstDemoProduct } from '../support/catalogue';
import { toastWith } from '../support/toasts';

// Order updates on WhatsApp (docs/whatsapp.md, decision 0116), on a desktop and a phone: the
// checkout's checkbox beside the phone number, unchecked until the customer checks it, and the
// same consent's switch in My Account › Privacy, with the number it uses.

const consentsOf = async (request: APIRequestContext) =>
  (await (await request.get('/api/user/consents')).json()) as ConsentsResponse;

test('asks for WhatsApp updates at checkout, then turns them off and on in My Account', async ({
  page,
  loginAs,
}) => {
  const account = await loginAs();
  const product = await firstDemoProduct(page.request, 'stoneArt');
  await page.goto(`/productoverview/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');

  const checkbox = page.getByRole('checkbox', { name: whatsappMessages.checkoutLabel });
  await expect(checkbox).not.toBeChecked();
  await expect(page.getByText(whatsappMessages.checkoutHint(account.phone))).toBeVisible();
  await page.getByLabel('Address line 1').fill('12 MG Road, Koregaon Park');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('PIN code').fill('411001');
  await checkbox.check();
  // Pay places the order (the test window opens): the consent is recorded with it.
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('dialog', { name: 'Payment' })).toBeVisible();
  expect(await consentsOf(page.request)).toMatchObject({
    whatsappUpdates: true,
    whatsappPhone: account.phone,
  });

  // My Account shows the switch on, with the number; off, then on again for another number.
  await page.goto('/my-account?tab=privacy');
  const whatsapp = page.getByRole('switch', { name: 'WhatsApp updates' });
  await expect(whatsapp).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(whatsappMessages.switchNumber(account.phone))).toBeVisible();
  await whatsapp.click();
  await expect(whatsapp).toHaveAttribute('aria-checked', 'false');
  await page.getByLabel(whatsappMessages.phoneLabel).fill('+91 91234 56789');
  await whatsapp.click();
  await expect(toastWith(page, privacyMessages.consentSaved).first()).toBeVisible();
  await expect(whatsapp).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(whatsappMessages.switchNumber('9123456789'))).toBeVisible();
  expect(await consentsOf(page.request)).toMatchObject({ whatsappPhone: '9123456789' });
});
