import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { toastWith } from '../support/toasts';
import {
  openAdminOrder,
  openMyOrder,
  placePaidStoneArtOrder,
  signOutAdmin,
} from '../support/orders';

// An order's life after payment (decisions 0047 to 0049): a customer pays in test mode; the admin
// ships it with a courier, tracking number and link; the customer follows the parcel from My
// Orders; the admin refunds part of it (test mode refunds at once); the customer sees 'Refunded ₹X'
// and downloads the invoice and the credit note as PDFs. Runs on the desktop and the phone
// projects.

const COURIER = 'Blue Dart';
const TRACKING_URL = 'https://www.bluedart.com/tracking?awb=';
const REFUND = 100;

/** Clicks a download link and checks the file is a PDF with the given name. */
async function expectPdfDownload(
  page: Page,
  link: Locator,
  fileName: string | RegExp,
): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  if (typeof fileName === 'string') expect(download.suggestedFilename()).toBe(fileName);
  else expect(download.suggestedFilename()).toMatch(fileName);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return download;
}

test('ship with tracking, refund part, and the customer follows it and downloads the PDFs', async ({
  page,
  loginAs,
  isMobile,
}) => {
  // Payment, two admin visits, two customer visits, four a11y scans and two downloads: over 30 s
  // on a loaded two-core CI machine.
  test.slow();
  const customer = await loginAs();
  const order = await placePaidStoneArtOrder(page.request, customer);
  const trackingNumber = `BD${Date.now()}${isMobile ? 'P' : 'D'}`;
  const trackingUrl = `${TRACKING_URL}${trackingNumber}`;

  // The admin ships it: 'Shipped' asks for the courier and the tracking number.
  await loginAs('admin');
  await openAdminOrder(page, customer, order.number);
  const payment = page.getByRole('region', { name: 'Payment Details' });
  const invoiceLink = payment.getByRole('link', { name: /^Download invoice \S+$/ });
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = (await invoiceLink.textContent())!.replace(/^Download invoice /, '').trim();
  await page.getByLabel('Order status').selectOption('shipped');
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByLabel('Courier')).toHaveAccessibleDescription('Courier is required');
  await page.getByLabel('Courier').fill(COURIER);
  await page.getByLabel('Tracking number').fill(trackingNumber);
  await page.getByLabel('Tracking link (optional)').fill(trackingUrl);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expect(toastWith(page, 'Order status updated successfully!')).toBeVisible();
  const fulfilment = page.getByRole('region', { name: 'Fulfilment' });
  await expect(fulfilment).toContainText(`Shipped with ${COURIER} · ${trackingNumber}`);
  await expect(fulfilment.getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
    'href',
    trackingUrl,
  );
  // Shipped: it can be refunded, no longer cancelled.
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await signOutAdmin(page);

  // The customer sees the parcel with a link that opens the courier's page in a new tab.
  let updates = await openMyOrder(page, order.number, isMobile);
  await expect(updates).toContainText(`Shipped with ${COURIER} · ${trackingNumber}`);
  const track = updates.getByRole('link', { name: 'Track parcel' });
  await expect(track).toHaveAttribute('href', trackingUrl);
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(updates).not.toContainText('Refunded');

  // The admin refunds part of it: the amount starts empty (decision 0086), then takes ₹100.
  await loginAs('admin');
  await openAdminOrder(page, customer, order.number);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund payment' });
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('');
  await dialog.getByLabel('Amount (₹)').fill(String(order.pay + 1));
  await dialog.getByLabel('Reason').fill('Frame chipped in transit');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByLabel('Amount (₹)')).toHaveAccessibleDescription(
    /^The refund is more than what is left to refund \(₹[\d,.]+\)\.$/,
  );
  await dialog.getByLabel('Amount (₹)').fill(String(REFUND));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(toastWith(page, 'Refund started')).toBeVisible();
  await expect(dialog).toBeHidden();
  const refunds = page.getByRole('list', { name: 'Refunds' });
  await expect(refunds).toContainText(`₹${REFUND}Refunded`);
  await expect(refunds).toContainText('Frame chipped in transit');
  await expect(refunds.getByRole('link', { name: /^Credit note / })).toBeVisible();
  await expect(payment).toContainText(`Refunded so far:₹${REFUND}`);
  await signOutAdmin(page);

  // The customer sees the refund and downloads the invoice and the credit note.
  updates = await openMyOrder(page, order.number, isMobile);
  await expect(updates).toContainText(`Refunded ₹${REFUND}`);
  await expectNoSeriousA11yViolations(page);
  const invoiceFile = `invoice-${invoiceNumber.replace(/[^0-9A-Za-z-]/g, '-')}.pdf`;
  await expectPdfDownload(
    page,
    updates.getByRole('link', { name: `Download invoice ${invoiceNumber}` }),
    invoiceFile,
  );
  await expectPdfDownload(
    page,
    updates.getByRole('link', { name: /^Credit note / }),
    /^credit-note-[0-9A-Za-z-]+\.pdf$/,
  );
});

test('the back-office Invoices page shows the seller and links the month exports', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/admin/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Legal name')).not.toHaveValue('');
  await expect(page.getByLabel('State')).not.toHaveValue('');
  const month = await page.getByLabel('Month', { exact: true }).inputValue();
  expect(month).toMatch(/^\d{4}-\d{2}$/);
  const register = page.getByRole('link', { name: 'Download invoice register (CSV)' });
  await expect(register).toHaveAttribute('href', `/api/admin/invoices/register.csv?month=${month}`);
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), register.click()]);
  expect(download.suggestedFilename()).toBe(`invoice-register-${month}.csv`);
  const [download2] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download HSN summary (CSV)' }).click(),
  ]);
  expect(download2.suggestedFilename()).toBe(`hsn-summary-${month}.csv`);
});
