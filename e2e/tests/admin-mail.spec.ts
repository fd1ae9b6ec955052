import type { Locator, Page } from '@playwright/test';
import { toastWith } from '../support/toasts';
import { desktopOnly, expect, expectNoSeriousA11yViolations, newCustomer, test } from '../fixtures';

// The back-office 'Mail' screen (decision 0043): every email the shop writes lands in the outbox.
// The run has no SMTP_URL, so the sender keeps each message (status 'Kept') instead of sending it.
// A new customer signs up, and the admin finds the welcome email, reads it and sends it again:
// resent, it is pending for a moment, then kept once more. Each project has its own customer.

const WELCOME_SUBJECT = 'Welcome to Shilpa Art Studio';
const KEPT_NOTICE =
  'Mail is not sent: no SMTP server is set (SMTP_URL). Every message is kept here instead.';

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const statusFilter = (page: Page) => page.getByRole('group', { name: 'Filter by status' });

/** A labelled value of the message's details (`<dt>Status</dt><dd>Kept</dd>`). */
const fact = (dialog: Locator, label: string) =>
  dialog
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::*[1]');

/** Back-office > Mail through the sidebar, or the drawer behind the menu button on a phone. */
async function openMailScreen(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
  }
  await adminNav(page).getByRole('link', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/\/admin\/mail$/);
  if (isMobile) await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mail', level: 1 })).toBeVisible();
}

/**
 * Waits until the list shows `row` with the status `label`. The list does not poll the server:
 * like the admin would, choose another filter and the status again to ask once more. Leaves the
 * list filtered by `label`.
 */
async function expectListedAs(page: Page, row: Locator, label: string) {
  await expect(async () => {
    await statusFilter(page).getByRole('button', { name: 'All', exact: true }).click();
    await statusFilter(page).getByRole('button', { name: label, exact: true }).click();
    await expect(row.getByText(label, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(
    statusFilter(page).getByRole('button', { name: label, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
}

test(
  'a new customer’s welcome email is kept in Mail; the admin reads it and resends it',
  desktopOnly,
  async ({ page, loginAs, isMobile }, testInfo) => {
    // A sign-up through the form, two screens of the back-office and an accessibility scan.
    test.slow();
    const account = newCustomer(`mail-${testInfo.project.name}`);

    // The customer signs up through the form.
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Phone Number').fill(account.phone);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toastWith(page, 'Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The shop owner's browser now: no customer session, an admin one.
    await page.context().clearCookies();
    await loginAs('admin');
    await page.goto('/admin/dashboard');
    await openMailScreen(page, isMobile);
    await expect(page.getByRole('note').filter({ hasText: 'Mail is not sent' })).toHaveText(
      KEPT_NOTICE,
    );

    await page
      .getByRole('searchbox', { name: 'Search by recipient or subject...' })
      .fill(account.email);
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: account.email });
    const row = rows.filter({ hasText: WELCOME_SUBJECT });
    // The sender keeps a message within seconds of the sign-up (at once when kicked, or its tick).
    await expectListedAs(page, row, 'Kept');
    // One welcome per account, beside the email confirmation (decision 0076), and nothing else.
    await expect(rows).toHaveCount(2);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('welcome');
    await expect(rows.filter({ hasText: 'email-verification' })).toHaveCount(1);
    await expect(page.getByText('Showing 2 of 2 messages')).toBeVisible();
    await expect(
      row.getByRole('button', { name: `Resend ${WELCOME_SUBJECT} to ${account.email}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Open it: the details, the HTML part (in its sandboxed frame) and the text part.
    await row.getByRole('button', { name: `Open ${WELCOME_SUBJECT} to ${account.email}` }).click();
    const dialog = page.getByRole('dialog', { name: WELCOME_SUBJECT });
    await expect(fact(dialog, 'To')).toHaveText(account.email);
    await expect(fact(dialog, 'Status')).toHaveText('Kept');
    await expect(fact(dialog, 'Kind')).toHaveText('welcome');
    await expect(fact(dialog, 'Sent')).toHaveText('–');
    const textPart = dialog.getByRole('region', { name: 'Text part' });
    await expect(textPart).toContainText(/welcome, asha rao!/i);
    await expect(textPart).toContainText('20% off your first order');
    const htmlPart = dialog.frameLocator('iframe[title="HTML part of the message"]');
    await expect(htmlPart.getByText('20% off your first order', { exact: true })).toBeVisible();
    await expect(htmlPart.getByRole('link', { name: 'Start shopping' })).toBeVisible();
    // (No accessibility scan here: axe cannot enter the sandboxed frame, where no script runs.)

    // Resend: back in the queue, so pending, with no second Resend while it is on its way.
    await dialog.getByRole('button', { name: 'Resend' }).click();
    await expect(toastWith(page, 'The message will be sent again shortly.')).toBeVisible();
    await expect(fact(dialog, 'Status')).toHaveText('Pending');
    await expect(fact(dialog, 'Attempts')).toHaveText('0');
    await expect(dialog.getByRole('button', { name: 'Resend' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Without SMTP the sender keeps it again: the list says Kept, and so does the message itself.
    await expectListedAs(page, row, 'Kept');
    await expect(row).toHaveCount(1);
    await expect(rows).toHaveCount(2);
    await row.getByRole('button', { name: `Open ${WELCOME_SUBJECT} to ${account.email}` }).click();
    await expect(fact(dialog, 'Status')).toHaveText('Kept');
    await expect(fact(dialog, 'Sent')).toHaveText('–');
    await expect(dialog.getByRole('button', { name: 'Resend' })).toBeVisible();
  },
);
