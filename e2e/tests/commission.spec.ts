import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { solidPng } from '../support/images';
import { payOfferInTestMode, signOutAdmin } from '../support/offers';
import { toastWith } from '../support/toasts';
import { uniqueLetters } from '../support/names';

// A commission from request to paid quote (decision 0053): a signed-in customer asks for custom
// stone art; the admin quotes it from the request's details; the customer accepts and pays the
// quote in My Account › My requests; the admin sees it paid, moves it to 'In progress' and shares a
// progress photo, which the customer then sees with the stage. Runs on both projects.

/** A table row (desktop) or card (phone) holding `text`: role queries skip the hidden layout. */
const entry = (page: Page, text: string): Locator =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

/** Back-office › Custom art requests, searched for the request, with its details open. */
async function openRequest(page: Page, lastName: string): Promise<Locator> {
  await page.goto('/admin/customArt');
  await page.getByRole('searchbox', { name: 'Search custom art requests...' }).fill(lastName);
  const request = entry(page, lastName);
  await expect(request).toHaveCount(1);
  await request.getByRole('button', { name: 'View' }).click();
  return page.getByRole('dialog', { name: 'Custom art request' });
}

test('a commission from request to paid quote, then in progress with a photo', async ({
  page,
  loginAs,
}, testInfo) => {
  test.slow();
  const customer = await loginAs();
  const lastName = `Commission${uniqueLetters(testInfo)}`;
  // Short enough to be the request's whole title in My requests (60 characters).
  const description = `Lighthouse at dusk, ${lastName}`;
  // The customer sends the request signed in, with their account's email.
  const sent = await page.request.post('/api/customArt', {
    multipart: {
      firstName: 'Kavya',
      lastName,
      email: customer.email,
      phone: customer.phone,
      description,
      image: { name: 'lighthouse.png', mimeType: 'image/png', buffer: solidPng(48, 32) },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The admin quotes it: no listed price, so the price starts empty.
  await loginAs('admin');
  let details = await openRequest(page, lastName);
  await expect(details.getByRole('heading', { name: 'Commission: Requested' })).toBeVisible();
  await expect(
    details.getByRole('group', { name: 'Set stage' }).getByRole('button', { name: 'In progress' }),
  ).toBeDisabled();
  await details.getByRole('button', { name: 'Make offer' }).click();
  const modal = page.getByRole('dialog', { name: 'Make offer' });
  await expect(modal.getByLabel('Price (₹)')).toHaveValue('');
  await modal.getByLabel('Price (₹)').fill('3200');
  await modal.getByLabel('Note (optional)').fill('Includes a stand; about three weeks of work.');
  await expectNoSeriousA11yViolations(page);
  await modal.getByRole('button', { name: 'Send offer' }).click();
  await expect(toastWith(page, 'Offer sent')).toBeVisible();
  details = page.getByRole('dialog', { name: 'Custom art request' });
  await expect(details.getByRole('heading', { name: 'Commission: Quoted' })).toBeVisible();
  await signOutAdmin(page.request);

  // The customer finds the quote under the request in My requests, accepts and pays it.
  await page.goto('/my-account?tab=requests');
  const card = page.getByRole('article', { name: description });
  await expect(card.getByRole('list', { name: 'Progress', exact: true })).toContainText('Quoted');
  const quote = card.getByRole('list', { name: 'Quotes' }).getByRole('article');
  await expect(quote).toContainText('₹3,200');
  await expect(quote).toContainText('Includes a stand; about three weeks of work.');
  await expectNoSeriousA11yViolations(page);
  await quote.getByRole('button', { name: 'Accept and pay' }).click();
  await payOfferInTestMode(page);

  // The admin sees it paid, moves it on and shares a progress photo.
  await loginAs('admin');
  details = await openRequest(page, lastName);
  await expect(
    details.getByRole('heading', { name: 'Commission: Accepted and paid' }),
  ).toBeVisible();
  await expect(details.getByRole('button', { name: 'Make offer' })).toHaveCount(0);
  await details
    .getByRole('group', { name: 'Set stage' })
    .getByRole('button', { name: 'In progress' })
    .click();
  await expect(toastWith(page, 'Stage updated')).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Commission: In progress' })).toBeVisible();

  const caption = 'First colours on the stone';
  await details.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'progress.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 48, [42, 111, 151]),
  });
  await details.getByLabel('Caption (optional)').fill(caption);
  await details.getByRole('button', { name: 'Upload photo' }).click();
  await expect(toastWith(page, 'Photo added')).toBeVisible();
  const thumb = details.getByRole('img', { name: `Progress photo: ${caption}` });
  await expect(thumb).toBeVisible();
  // The private photo really loads for the admin (re-encoded to WebP by the server).
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({
    path: `/tmp/shot-commission-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await signOutAdmin(page.request);

  // The customer sees the stage and the photo.
  await page.goto('/my-account?tab=requests');
  const again = page.getByRole('article', { name: description });
  const stages = again.getByRole('list', { name: 'Progress', exact: true });
  await expect(stages.locator('[aria-current="step"]')).toContainText('In progress');
  const photo = again
    .getByRole('list', { name: 'Progress photos' })
    .getByRole('img', { name: caption });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(again).toContainText(caption);
  await expectNoSeriousA11yViolations(page);
});
