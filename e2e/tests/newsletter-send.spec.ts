import type { APIRequestContext } from '@playwright/test';
import { signInAdmin } from '../support/accounts';
import { CHECK_EMAIL, confirmLinkFor, withMailShop as test } from '../support/newsletter';
import { toastWith } from '../support/toasts';
import { desktopOnly, expect, expectNoSeriousA11yViolations } from '../fixtures';

// The newsletter made real (decision 0046): a visitor subscribes in the footer and confirms from
// the email (double opt-in, decision 0074; so this runs on a shop that sends its mail to a
// catcher), the admin composes and sends, the email carries a one-click unsubscribe link, and
// using it shows in the admin's counts. Each project has its own subscriber and subject.

interface MailSummary {
  id: string;
  kind: string;
  to: string;
  subject: string;
}

/** The unsubscribe page's path and query from the newsletter `subject` sent to `email`. */
async function unsubscribeLinkFor(
  admin: APIRequestContext,
  email: string,
  subject: string,
): Promise<string> {
  let id = '';
  await expect
    .poll(async () => {
      const list = await admin.get(`/api/admin/mail?q=${encodeURIComponent(email)}`);
      expect(list.status(), await list.text()).toBe(200);
      const { messages } = (await list.json()) as { messages: MailSummary[] };
      id =
        messages.find(
          (message) =>
            message.kind === 'newsletter' && message.to === email && message.subject === subject,
        )?.id ?? '';
      return id;
    })
    .not.toBe('');
  const detail = await admin.get(`/api/admin/mail/${id}`);
  expect(detail.status(), await detail.text()).toBe(200);
  const { message } = (await detail.json()) as {
    message: { html: string; text: string; headers?: Record<string, string> };
  };
  expect(message.text).toContain('We have new stones for the festival.');
  const link = /href="(https?:\/\/[^"]+\/unsubscribe\?token=[A-Za-z0-9_-]+)"/.exec(message.html);
  expect(link, 'an unsubscribe link in the HTML part').not.toBeNull();
  const url = new URL(link?.[1] ?? '');
  // The plain-text part has the same link.
  expect(message.text).toContain(url.href);
  // The browser stays on the run's origin: PUBLIC_URL is not set, so the link names localhost.
  return `${url.pathname}${url.search}`;
}

test(
  'the admin sends a newsletter; the subscriber unsubscribes with its link',
  desktopOnly,
  async ({ page, request, loginAs, mailShop }, testInfo) => {
    // Four steps through two parts of the shop (footer, back-office, the email, the link).
    test.slow();
    const unique = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const email = `letter-${unique}@e2e.test`;
    const subject = `Festival stones ${unique}`;

    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The footer hydrates as the shopper scrolls to it (decision 0064); its form is disabled till then.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(CHECK_EMAIL);
    await page.goto(await confirmLinkFor(mailShop, email));
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your subscription is confirmed.' }),
    ).toBeVisible();

    await loginAs('admin');
    await page.goto('/admin/newsletter');
    await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search subscribers...' }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Active');

    // Checked before the preview shows: axe cannot enter its sandboxed frame (no scripts run there).
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page
      .getByLabel('Message', { exact: true })
      .fill('Namaste!\n\nWe have new stones for the festival.');
    const preview = page.frameLocator('iframe[title="Newsletter preview"]');
    await expect(preview.getByText('We have new stones for the festival.')).toBeVisible();

    await page.getByRole('button', { name: 'Send Newsletter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send newsletter' });
    await expect(dialog).toContainText(/Send to \d+ subscribers?\?/);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(toastWith(page, /Newsletter sent to \d+ subscribers?\./)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sent newsletters' })).toContainText(subject);

    await signInAdmin(request);
    const link = await unsubscribeLinkFor(request, email, subject);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // Opening the page changed nothing yet: the admin still counts the address as active.
    const before = await request.get(
      `/api/admin/newsletter/subscribers?q=${encodeURIComponent(email)}`,
    );
    expect((await before.json()).subscribers[0].unsubscribedAt).toBeNull();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    // (The footer's newsletter form has a status line of its own.)
    await expect(
      page.getByRole('status').filter({ hasText: 'You have been unsubscribed.' }),
    ).toBeVisible();

    await page.goto('/admin/newsletter');
    const unsubscribed = page
      .getByRole('region', { name: 'Subscriber statistics' })
      .getByText('Unsubscribed', { exact: true })
      .locator('xpath=following-sibling::*[1]');
    await expect(unsubscribed).toHaveText(/^[1-9]\d*$/);
    await page.getByRole('searchbox', { name: 'Search subscribers...' }).fill(email);
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Unsubscribed');
  },
);
