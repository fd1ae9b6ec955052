import type { APIRequestContext, Page } from '@playwright/test';
import { signInAdmin } from '../support/accounts';
import { waitForHydration } from '../support/hydration';
import {
  CHECK_EMAIL,
  confirmLinkFor,
  confirmationsTo,
  withMailShop as test,
} from '../support/newsletter';
import { expect, expectNoSeriousA11yViolations } from '../fixtures';

// Double opt-in (decision 0074): the footer answers every sign-up with the same words, the
// address's owner gets an email whose link opens a page with a button, and only that button puts
// the address on the list. The shop of these tests sends its mail to an SMTP catcher, so the link
// is read from the email as its owner would.

const CONFIRMED = 'Thank you! Your subscription is confirmed.';
const LINK_DEAD = 'This confirmation link is invalid or has expired. Please subscribe again.';

/** The footer's form, hydrated (it hydrates as the shopper scrolls to it, decision 0064). */
async function footerForm(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const email = footer.getByLabel('Email address');
  await expect(email).toBeEnabled();
  return {
    footer,
    email,
    subscribe: footer.getByRole('button', { name: 'Subscribe' }),
    message: footer.getByRole('status'),
  };
}

/** The back-office's subscriber rows for `email` (confirmed addresses only). */
async function listed(admin: APIRequestContext, email: string) {
  const response = await admin.get(
    `/api/admin/newsletter/subscribers?q=${encodeURIComponent(email)}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { subscribers: { unsubscribedAt: string | null }[] })
    .subscribers;
}

test('a visitor signs up in the footer and joins only by confirming from the email, once', async ({
  page,
  request,
  mailShop,
}, testInfo) => {
  const address = `opt-in-${testInfo.project.name}-${Date.now().toString(36)}@e2e.test`;
  await page.goto('/');
  const form = await footerForm(page);
  await form.email.fill(address);
  await form.subscribe.click();
  await expect(form.message).toHaveText(CHECK_EMAIL);
  await expect(form.email).toHaveValue('');

  // The same words again: the answer says nothing about the address.
  await form.email.fill(address.toUpperCase());
  await form.subscribe.click();
  await expect(form.message).toHaveText(CHECK_EMAIL);

  const link = await confirmLinkFor(mailShop, address);
  expect(confirmationsTo(mailShop, address)).toHaveLength(1);
  await signInAdmin(request);
  expect(await listed(request, address)).toEqual([]);

  // Opening the link confirms nothing; the page's button does.
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Confirm your subscription', level: 1 }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await listed(request, address)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: CONFIRMED })).toBeVisible();
  expect(await listed(request, address)).toEqual([
    expect.objectContaining({ unsubscribedAt: null }),
  ]);

  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('alert')).toHaveText(LINK_DEAD);
});

test("a signed-in customer confirms from the email too; then the footer's block goes", async ({
  page,
  loginAs,
  mailShop,
}) => {
  const account = await loginAs();
  await page.goto('/careers/faq');
  const form = await footerForm(page);
  await expect(form.email).toHaveValue(account.email);
  await form.subscribe.click();
  await expect(form.message).toHaveText(CHECK_EMAIL);
  // Not subscribed until confirmed: the block stays, with its message.
  await expect(form.footer.getByRole('heading', { name: 'Join our art circle' })).toBeVisible();

  await page.goto(await confirmLinkFor(mailShop, account.email));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: CONFIRMED })).toBeVisible();

  await page.goto('/careers/faq');
  await expect(page.getByText(`Welcome, ${account.name}`)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  // The server draws a visitor's footer; the customer's own state follows its hydration.
  await waitForHydration(footer.getByRole('link', { name: 'FAQ' }));
  await expect(footer.getByRole('heading', { name: 'Join our art circle' })).toHaveCount(0);
});
