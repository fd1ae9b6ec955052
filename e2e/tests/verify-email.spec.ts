import type { Page } from '@playwright/test';
import { solidPng } from '../support/images';
import { withMailShop as withMail, type MailShop } from '../support/mail-shop';
import { toastWith } from '../support/toasts';
import { expect, expectNoSeriousA11yViolations, newCustomer, test } from '../fixtures';

// Email verification at sign-up (decision 0076): a new account sees a banner on every shopper
// page until it follows the link emailed to it; until then a custom art request sent signed out
// with its address is not shown in My requests. The link is made only when the email is sent
// (decision 0072), so this spec runs on a shop of its own whose mail goes to an SMTP catcher
// (support/mail-shop.ts), and reads the link where the customer would.

const SUBJECT = 'Please confirm your email address';
const LIVE_LINK = /https?:\/\/[^\s"<>]+\/verify-email\?token=[A-Za-z0-9_-]{43}/;
const RESENT = 'Please check your email for the newest link. We send at most 3 links an hour.';
const CONFIRMED = 'Thank you! Your email address is confirmed.';
const NO_REQUESTS = 'No custom art requests yet';

const confirmationsTo = (shop: MailShop, email: string) =>
  shop.inbox.messagesTo(email).filter((mail) => mail.subject === SUBJECT);

/** Waits for the `count`-th confirmation email and answers its link (path and query). */
async function linkOfConfirmation(shop: MailShop, email: string, count: number): Promise<string> {
  // The shop's sender runs as soon as the request is answered.
  await expect.poll(() => confirmationsTo(shop, email).length, { timeout: 15_000 }).toBe(count);
  const mail = confirmationsTo(shop, email).at(-1);
  expect(mail?.text).toContain('24 hours');
  const link = LIVE_LINK.exec(mail?.text ?? '');
  expect(link, 'a confirmation link in the plain-text part').not.toBeNull();
  expect(mail?.html).toContain(`href="${link?.[0]}"`);
  const url = new URL(link?.[0] ?? '');
  // The browser stays on the shop's origin: PUBLIC_URL is not set, so the link names localhost.
  return `${url.pathname}${url.search}`;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Confirm your email address' });

withMail(
  'a new customer confirms the email from the emailed link; the banner goes and requests sent with it appear',
  async ({ page, mailShop }, testInfo) => {
    // A password hash, a resend and two accessibility scans on a second server: slow on 2 cores.
    test.slow();
    const account = newCustomer(`verify-${testInfo.project.name}`);
    // Short enough to be the request's whole title in My requests (60 characters).
    const description = `River stone ${testInfo.project.name} ${Date.now().toString(36)}`;

    // Someone (we hope the address's owner) asks for custom art, signed out, with the address.
    const sent = await page.request.post('/api/customArt', {
      multipart: {
        firstName: 'Asha',
        lastName: 'Rao',
        email: account.email,
        phone: account.phone,
        description,
        image: { name: 'stone.png', mimeType: 'image/png', buffer: solidPng(48, 32) },
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    // Sign-up, through the form.
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Phone Number').fill(account.phone);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toastWith(page, 'Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The banner says where the link went, on every shopper page.
    await expect(banner(page)).toContainText(
      `Please confirm your email address: we sent a link to ${account.email}.`,
    );
    await expectNoSeriousA11yViolations(page);
    await page.goto('/shop/stone-art');
    await expect(banner(page)).toBeVisible();

    // Not confirmed yet: the request sent with the address is not the account's.
    await page.goto('/my-account?tab=requests');
    await expect(page.getByText(NO_REQUESTS)).toBeVisible();
    await expect(page.getByRole('article', { name: description })).toHaveCount(0);

    // The sign-up's email arrives; a new link is asked for, and only the newest one is used.
    await linkOfConfirmation(mailShop, account.email, 1);
    await banner(page).getByRole('button', { name: 'Resend' }).click();
    await expect(banner(page).getByRole('status')).toHaveText(RESENT);
    const link = await linkOfConfirmation(mailShop, account.email, 2);

    // The link's page asks first (a mail scanner opening it confirms nothing), then confirms.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Confirm your email address', level: 1 }),
    ).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Confirm email address' }).click();
    await expect(page.getByRole('status').filter({ hasText: CONFIRMED })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // Confirmed: the request is in My requests, and the banner stays away.
    await page.goto('/my-account?tab=requests');
    await expect(page.getByRole('article', { name: description })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
  },
);
