import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { firstDemoProduct } from '../support/catalogue';
import { solidPng } from '../support/images';
import { toastWith } from '../support/toasts';
import { uniqueLetters } from '../support/names';

// The admin custom art requests and interested buyers screens (spec section 2 'Admin custom art
// orders' and 'Admin interested buyers', section 4 'Custom art status', section 8). The data is
// made through the real API first; every test runs on both projects: tables on the desktop, cards
// on the phone. Role queries skip the hidden layout, so one locator serves both.

/** Something no other test (or the other project, running at the same time) uses. */
/** A table row (desktop) or card (phone) holding `text`. */
const entry = (page: Page, text: string): Locator =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

/** Sends a custom art request as a visitor would, through the public multipart form. */
async function sendCustomArtRequest(request: APIRequestContext, lastName: string) {
  const response = await request.post('/api/customArt', {
    multipart: {
      firstName: 'Kavya',
      lastName,
      email: `${lastName.toLowerCase()}@e2e.test`,
      phone: '9876501234',
      description: 'Our family portrait on a smooth river stone, please.',
      image: { name: 'family.png', mimeType: 'image/png', buffer: solidPng(48, 32) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('find a custom art request, complete it from the list, and set it back from the details', async ({
  page,
  loginAs,
}, testInfo) => {
  const lastName = `Tester${uniqueLetters(testInfo)}`;
  const name = `Kavya ${lastName}`;
  await sendCustomArtRequest(page.request, lastName);

  await loginAs('admin');
  await page.goto('/admin/customArt');
  await expect(page.getByRole('heading', { name: 'Custom art requests', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading custom art requests...')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A table on the desktop, cards on the phone.
  const isPhone = testInfo.project.name === 'phone';
  await expect(page.getByRole('table')).toBeVisible({ visible: !isPhone });
  await expect(page.getByRole('list', { name: 'Custom art requests' })).toBeVisible({
    visible: isPhone,
  });

  // Search finds it by name (any case); the Pending filter keeps it.
  const search = page.getByRole('searchbox', { name: 'Search custom art requests...' });
  await search.fill(lastName.toLowerCase());
  const request = entry(page, name);
  await expect(request).toHaveCount(1);
  await expect(request).toContainText(`${lastName.toLowerCase()}@e2e.test`);
  await expect(request).toContainText('9876501234');
  await expect(request).toContainText('Pending');
  const filters = page.getByRole('group', { name: 'Filter by status' });
  await filters.getByRole('button', { name: 'Pending' }).click();
  await expect(filters.getByRole('button', { name: 'Pending' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(request).toBeVisible();
  await page.screenshot({ path: `/tmp/shot-custom-art-${testInfo.project.name}.png` });

  // Mark it completed from the list: it leaves the Pending view and shows under Completed.
  await request.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(toastWith(page, 'Order status updated successfully!')).toBeVisible();
  await expect(request).toHaveCount(0);
  await expect(
    page.getByText('No custom art requests found matching your criteria.'),
  ).toBeVisible();
  await filters.getByRole('button', { name: 'Completed' }).click();
  await expect(request).toContainText('Completed');
  // A completed request offers no Mark Completed in the list.
  await expect(request.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);

  // The details: every field, the current status disabled, the image enlarged.
  await request.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Custom art request' });
  await expect(details).toContainText(name);
  await expect(details).toContainText('Our family portrait on a smooth river stone, please.');
  await expect(details.getByRole('button', { name: 'Mark as Completed' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/shot-custom-art-details-${testInfo.project.name}.png` });

  await details.getByRole('button', { name: `Enlarge the reference image of ${name}` }).click();
  const preview = page.getByRole('dialog', { name: 'Reference Image' });
  const image = preview.getByRole('img', { name: `Reference image sent by ${name}` });
  await expect(image).toBeVisible();
  // The stored image really loads (the server re-encoded the PNG to WebP).
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  await details.getByRole('button', { name: 'Mark as Pending' }).click();
  await expect(toastWith(page, 'Order status updated successfully!').last()).toBeVisible();
  await expect(details.getByRole('button', { name: 'Mark as Pending' })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Mark as Completed' })).toBeEnabled();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();
  // No longer completed: gone from this filter, back under Pending.
  await expect(request).toHaveCount(0);
  await filters.getByRole('button', { name: 'Pending' }).click();
  await expect(request).toContainText('Pending');

  // Saved on the server too.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search custom art requests...' }).fill(lastName);
  await expect(entry(page, name)).toContainText('Pending');
});

test("find a customer's interest in a painting and open the product", async ({
  page,
  loginAs,
}, testInfo) => {
  // A fresh customer shows interest in a painting of the demo catalogue.
  const painting = await firstDemoProduct(page.request, 'painting');
  const customer = await loginAs();
  const interest = await page.request.post('/api/user/interested-buyer', {
    data: { productID: painting.id },
  });
  expect(interest.status(), await interest.text()).toBe(201);

  await loginAs('admin');
  await page.goto('/admin/interested-buyers');
  await expect(page.getByRole('heading', { name: 'Interested Buyers', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading interested buyers...')).toHaveCount(0);
  await expect(page.getByText('Total Interested Buyers')).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ buyers$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const isPhone = testInfo.project.name === 'phone';
  await expect(page.getByRole('table')).toBeVisible({ visible: !isPhone });
  await expect(page.getByRole('list', { name: 'Interested buyers' })).toBeVisible({
    visible: isPhone,
  });

  await page
    .getByRole('searchbox', { name: 'Search buyers...' })
    .fill(customer.email.toUpperCase());
  await expect(page.getByText(/^Showing 1 of \d+ buyers$/)).toBeVisible();
  const buyer = entry(page, customer.email);
  await expect(buyer).toHaveCount(1);
  await expect(buyer).toContainText(customer.name);
  await page.screenshot({ path: `/tmp/shot-buyers-${testInfo.project.name}.png` });

  await buyer.getByRole('button', { name: painting.title }).click();
  const dialog = page.getByRole('dialog', { name: 'Product Details' });
  await expect(dialog.getByRole('heading', { name: painting.title })).toBeVisible();
  await expect(dialog).toContainText('Painting');
  await expect(dialog).toContainText('₹');
  await expect(dialog.getByRole('img', { name: painting.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: `/tmp/shot-buyers-product-${testInfo.project.name}.png` });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search buyers...' }).fill('zz-no-such-buyer');
  await expect(page.getByText('No interested buyers found matching your criteria.')).toBeVisible();
});
