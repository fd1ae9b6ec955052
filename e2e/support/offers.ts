import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';

// Helpers of the offers and commission specs (decisions 0052, 0053): a fresh painting of the test's
// own, the back-office session's end, and paying an offer from My Account in the test payment
// window.

/** A real WebP file (the server decodes every product image), as Playwright's in-memory file. */
async function webpFile(name: string, background: string) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .webp()
    .toBuffer();
  return { name, mimeType: 'image/webp', buffer };
}

export interface FreshPainting {
  id: string;
  title: string;
  price: number;
}

/**
 * Adds a painting no other test knows through the admin API (the caller holds the admin session):
 * a piece sold by one test must never be one another test shows or sells.
 */
export async function addFreshPainting(
  request: APIRequestContext,
  title: string,
  price = 14500,
  /** More fields of the product form (the certificate's medium and year, say). */
  extra: Record<string, string> = {},
): Promise<FreshPainting> {
  const response = await request.post('/api/adminop/add', {
    multipart: {
      title,
      description: 'Monsoon clouds over the backwaters, oil on canvas.',
      price: String(price),
      bgColor: '#f4e1c1',
      type: 'painting',
      discount: 'false',
      artist: 'Meera Shah',
      mainImage: await webpFile('main.webp', '#2a6f97'),
      sidebarImage1: await webpFile('side-1.webp', '#6a994e'),
      sidebarImage2: await webpFile('side-2.webp', '#bc4749'),
      ...extra,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { product } = (await response.json()) as { product: { id: string } };
  return { id: product.id, title, price };
}

/** Ends the admin session, so what follows is the customer's own. */
export async function signOutAdmin(request: APIRequestContext) {
  const response = await request.post('/api/admin/signout');
  expect(response.ok(), await response.text()).toBe(true);
}

/** On the offer's checkout: fills the new customer's shipping and pays in the test window. */
export async function payOfferInTestMode(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/offer\/[^/]+$/);
  await page.getByLabel('Address line 1').fill('12 MG Road, Koregaon Park');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('State').selectOption('Maharashtra');
  await page.getByLabel('PIN code').fill('411001');
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  const window = page.getByRole('dialog', { name: 'Payment' });
  await expect(window.getByText('Test mode: no money moves')).toBeVisible();
  await window.getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-status\?ref=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
}
