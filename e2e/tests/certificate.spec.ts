import { readFile } from 'node:fs/promises';
import {
  buyerInitials,
  certificateMessages,
  type InterestedBuyersResponse,
  type OrderListResponse,
} from '@artshop/shared';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { openMyOrder } from '../support/orders';
import { addFreshPainting, payOfferInTestMode, signOutAdmin } from '../support/offers';

// A certificate of authenticity (decisions 0119, 0120): a shopper buys a painting through the
// admin's offer and pays in test mode; My Orders offers its certificate as a PDF and its public
// page, which names the work, the artist and the buyer by initials only; an unknown number is a
// 404 saying so. On the desktop and the phone: a buyer opens the certificate from either.

test('a shopper buys a painting, downloads its certificate and opens its verify page', async ({
  page,
  loginAs,
  isMobile,
}, testInfo) => {
  test.slow();
  await loginAs('admin');
  const title = `E2E Certified ${Date.now().toString(36)}${testInfo.retry}`;
  const painting = await addFreshPainting(page.request, title, 14500, {
    medium: 'Oil on canvas',
    yearMade: '2024',
  });
  await signOutAdmin(page.request);

  // The shopper asks for it; the admin offers it; the shopper accepts and pays.
  const customer = await loginAs();
  const interest = await page.request.post('/api/user/interested-buyer', {
    data: { productID: painting.id },
  });
  expect(interest.status(), await interest.text()).toBe(201);
  // The admin's offer through the API: the back-office's offer flow has its own spec.
  await loginAs('admin');
  const interests = (await (
    await page.request.get('/api/user/interested-buyer')
  ).json()) as InterestedBuyersResponse;
  const interestId = interests.interestedBuyersData.find(
    (entry) => entry.user.email === customer.email && entry.product?.id === painting.id,
  )?.id;
  expect(interestId, "the customer's interest in the painting").toBeDefined();
  const offer = await page.request.post('/api/admin/offers', {
    data: { interestId, price: 14500 },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  await signOutAdmin(page.request);
  await page.goto('/my-account?tab=offers');
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: 'Accept and pay' })
    .click();
  await payOfferInTestMode(page);

  // My Orders: the painting's certificate, as a PDF named by its number.
  const orders = (await (await page.request.get('/api/order/user')).json()) as OrderListResponse;
  const order = orders.orders.find((o) => o.orderItems.some((item) => item.title === title))!;
  await openMyOrder(page, order.number, isMobile);
  const download = page.getByRole('link', { name: `Download certificate for ${title}` });
  await expect(download).toHaveText('Download certificate');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^certificate-COA-[2-9A-HJKMNP-Z]{10}\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const number = file.suggestedFilename().replace(/^certificate-|\.pdf$/g, '');

  // Its public page, where the QR code leads: the work, the artist, the buyer's initials only.
  await page.getByRole('link', { name: `Check it online: the certificate for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${number}$`));
  await expect(page.getByRole('heading', { name: 'This certificate is genuine.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: 'Meera Shah' })).toBeVisible();
  await expect(details.filter({ hasText: 'Oil on canvas' })).toBeVisible();
  await expect(details.filter({ hasText: number })).toBeVisible();
  await expect(details.filter({ hasText: buyerInitials(customer.name) })).toBeVisible();
  await expect(page.getByRole('article').getByText(customer.name)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A number nobody was given: a 404 page that says so.
  const unknown = await page.goto('/verify/COA-2222222222');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: certificateMessages.notFound })).toBeVisible();
});
