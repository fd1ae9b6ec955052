import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { addFreshPainting, payOfferInTestMode, signOutAdmin } from '../support/offers';
import { toastWith } from '../support/toasts';

// A painting sells online (decision 0052): a customer is 'Interested to buy'; the admin makes them
// an offer from Back-office › Interested buyers; the customer accepts and pays it in test mode from
// My Account › Offers; the painting is sold, once: another visitor sees 'Sold' and nothing to buy,
// and finds it under the paintings' 'Sold' filter. Each test adds its own painting, so the
// desktop and phone projects never sell the same piece. Runs on both projects.

const unique = (testInfo: TestInfo) =>
  `${testInfo.project.name} ${Date.now().toString(36)}${testInfo.retry}`;

/** A table row (desktop) or card (phone) holding `text`: role queries skip the hidden layout. */
const entry = (page: Page, text: string): Locator =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

test('an admin offers a painting to an interested buyer, who pays; it shows Sold to others', async ({
  page,
  loginAs,
  browser,
}, testInfo) => {
  test.slow();
  await loginAs('admin');
  const painting = await addFreshPainting(page.request, `E2E Backwaters ${unique(testInfo)}`);
  await signOutAdmin(page.request);

  // The customer asks for it from its page.
  const customer = await loginAs();
  await page.goto(`/productoverview/${painting.id}`);
  await expect(page.getByRole('heading', { name: painting.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Interested to buy' }).click();
  await expect(toastWith(page, 'Interest registered successfully!')).toBeVisible();

  // The admin makes the offer from the interested buyers list: the price starts at the listed one.
  await loginAs('admin');
  await page.goto('/admin/interested-buyers');
  await page.getByRole('searchbox', { name: 'Search buyers...' }).fill(customer.email);
  const buyer = entry(page, customer.email).filter({ hasText: painting.title });
  await expect(buyer).toHaveCount(1);
  await buyer.getByRole('button', { name: 'Make offer' }).click();
  const modal = page.getByRole('dialog', { name: 'Make offer' });
  await expect(modal).toContainText(`${painting.title} for ${customer.name}`);
  await expect(modal.getByLabel('Price (₹)')).toHaveValue(String(painting.price));
  await expect(modal.getByLabel('Delivery fee (₹)')).toHaveValue('50');
  await expect(modal.getByLabel('Valid for (hours)')).toHaveValue('72');
  await modal.getByLabel('Price (₹)').fill('0');
  await modal.getByRole('button', { name: 'Send offer' }).click();
  await expect(modal.getByLabel('Price (₹)')).toHaveAccessibleDescription(
    'Price must be more than ₹0 with at most 2 decimals',
  );
  await modal.getByLabel('Price (₹)').fill('13999');
  await modal.getByLabel('Note (optional)').fill('Framed in teak, ready to ship this week.');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/shot-make-offer-${testInfo.project.name}.png` });
  await modal.getByRole('button', { name: 'Send offer' }).click();
  await expect(toastWith(page, 'Offer sent')).toBeVisible();
  await expect(modal).toBeHidden();

  // Back-office › Offers lists it, open, with its countdown.
  await page.goto('/admin/offers');
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search offers...' }).fill(customer.email);
  const listed = entry(page, painting.title);
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Open');
  await expect(listed).toContainText('₹13,999');
  await expect(listed).toContainText(/Expires in 2d 23h \d\dm/);
  await expect(listed.getByRole('button', { name: /^Withdraw/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/shot-offers-${testInfo.project.name}.png` });
  await signOutAdmin(page.request);

  // The customer accepts and pays it from My Account › Offers.
  await page.goto('/my-account?tab=offers');
  const offer = page.getByRole('article', { name: painting.title });
  await expect(offer).toContainText('₹13,999');
  await expect(offer).toContainText('Framed in teak, ready to ship this week.');
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole('button', { name: 'Accept and pay' }).click();
  await payOfferInTestMode(page);
  await expectNoSeriousA11yViolations(page);

  // Another visitor, not signed in, sees it sold, with nothing to buy, under the 'Sold' filter.
  const visitor = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    userAgent: testInfo.project.use.userAgent,
  });
  try {
    const other = await visitor.newPage();
    await other.goto(`/productoverview/${painting.id}`);
    await expect(other.getByRole('heading', { name: painting.title, level: 1 })).toBeVisible();
    // The piece's own badge: a recommendation card (a link) may show another sold painting's.
    await expect(other.locator('span:not(a *)').filter({ hasText: /^Sold$/ })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Interested to buy' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(other);

    await other.goto('/shop/paintings');
    await expect(other.getByRole('link', { name: new RegExp(painting.title) })).toHaveCount(0);
    const filter = other.getByRole('group', { name: 'Show paintings' });
    await filter.getByRole('button', { name: 'Sold' }).click();
    await expect(filter.getByRole('button', { name: 'Sold' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(other.getByText(painting.title).first()).toBeVisible();
  } finally {
    await visitor.close();
  }

  // The back-office shows the offer paid and the painting sold.
  await loginAs('admin');
  await page.goto('/admin/offers');
  await page.getByRole('searchbox', { name: 'Search offers...' }).fill(customer.email);
  await expect(entry(page, painting.title)).toContainText('Paid');
  await expect(entry(page, painting.title).getByRole('button', { name: /^Withdraw/ })).toHaveCount(
    0,
  );
  await page.goto('/admin/dashboard');
  await page.getByRole('searchbox', { name: 'Search products...' }).fill(painting.title);
  await expect(page.getByText('Showing 1 of 1 products')).toBeVisible();
  await expect(entry(page, painting.title)).toContainText('Sold');
});

test('an admin withdraws an open offer; the customer can no longer accept it', async ({
  page,
  loginAs,
}, testInfo) => {
  await loginAs('admin');
  const painting = await addFreshPainting(page.request, `E2E Fort ${unique(testInfo)}`);
  await signOutAdmin(page.request);
  const customer = await loginAs();
  const interest = await page.request.post('/api/user/interested-buyer', {
    data: { productID: painting.id },
  });
  expect(interest.status(), await interest.text()).toBe(201);

  await loginAs('admin');
  await page.goto('/admin/interested-buyers');
  await page.getByRole('searchbox', { name: 'Search buyers...' }).fill(customer.email);
  await entry(page, customer.email).getByRole('button', { name: 'Make offer' }).click();
  await page
    .getByRole('dialog', { name: 'Make offer' })
    .getByRole('button', { name: 'Send offer' })
    .click();
  await expect(toastWith(page, 'Offer sent')).toBeVisible();

  await page.goto('/admin/offers');
  await page.getByRole('searchbox', { name: 'Search offers...' }).fill(customer.email);
  const filters = page.getByRole('group', { name: 'Filter by status' });
  await filters.getByRole('button', { name: 'Open' }).click();
  const listed = entry(page, painting.title);
  await listed.getByRole('button', { name: /^Withdraw/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw offer' });
  await expect(confirm).toContainText(
    `Withdraw the offer for ${painting.title} to ${customer.name}?`,
  );
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(toastWith(page, 'Offer withdrawn')).toBeVisible();
  // No longer open: gone from this filter, listed under Withdrawn.
  await expect(listed).toHaveCount(0);
  await filters.getByRole('button', { name: 'Withdrawn' }).click();
  await expect(listed).toContainText('Withdrawn');
  await signOutAdmin(page.request);

  await page.goto('/my-account?tab=offers');
  const offer = page.getByRole('article', { name: painting.title });
  await expect(offer).toContainText('This offer was withdrawn by the shop.');
  await expect(offer.getByRole('button', { name: 'Accept and pay' })).toHaveCount(0);
});
