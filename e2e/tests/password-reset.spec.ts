import type { Locator, Page } from '@playwright/test';
import { signInAdmin } from '../support/accounts';
import { withMailShop as withMail, type MailShop } from '../support/mail-shop';
import { toastWith } from '../support/toasts';
import {
  desktopOnly,
  expect,
  expectNoSeriousA11yViolations,
  newCustomer,
  test,
  type CustomerAccount,
} from '../fixtures';

// Password recovery (decisions 0045 and 0072): 'Forgot password?' on the sign-in page, the emailed
// link, a new password. The link is made only when the email is sent and is never stored, so the
// back-office shows the email with the link left out. The run's shop has no SMTP_URL and keeps
// its mail; the journeys that need a link run on a shop of their own that sends its mail to an SMTP
// catcher on loopback (support/mail-shop.ts), and read the link in the email as a customer would.

const LINK_SENT = 'If an account exists for that email, we have sent a link to reset the password.';
const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';
const PASSWORD_RESET = 'Your password has been reset. Please sign in with your new password.';
const RESET_SUBJECT = 'Reset your password';
const LINK_WITHHELD =
  'The link in this message is left out here: the shop makes it only when the message is sent, so only the recipient’s inbox holds a working link.';
const LIVE_LINK = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]{43}/;

/** The reset link (path and query) of the reset email `email` received. */
async function resetLinkFor(shop: MailShop, email: string): Promise<string> {
  const resetMails = () =>
    shop.inbox.messagesTo(email).filter((mail) => mail.subject === RESET_SUBJECT);
  // The shop's sender runs as soon as the request is answered.
  await expect.poll(() => resetMails().length, { timeout: 15_000 }).toBe(1);
  const [mail] = resetMails();
  expect(mail?.text).toContain('30 minutes');
  const link = LIVE_LINK.exec(mail?.text ?? '');
  expect(link, 'a reset link in the plain-text part').not.toBeNull();
  expect(mail?.html).toContain(`href="${link?.[0]}"`);
  const url = new URL(link?.[0] ?? '');
  // The browser stays on the shop's origin: PUBLIC_URL is not set, so the link names localhost.
  return `${url.pathname}${url.search}`;
}

async function fillSignin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** An account that asked for a link, through the API; the page's context is signed out after. */
async function askedForLink(page: Page, account: CustomerAccount) {
  const signup = await page.request.post('/api/auth/signup', { data: account });
  expect(signup.status(), await signup.text()).toBe(201);
  await page.request.post('/api/auth/signout');
  const forgot = await page.request.post('/api/auth/forgot-password', {
    data: { email: account.email },
  });
  expect(forgot.status(), await forgot.text()).toBe(202);
}

/** A labelled value of the message's details (`<dt>Status</dt><dd>Sent</dd>`). */
const fact = (dialog: Locator, label: string) =>
  dialog
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::*[1]');

/**
 * As the admin: Back-office > Mail, the reset email to `email` once it is `status`, opened. The
 * list does not poll, so the page is loaded again until the sender has settled the message.
 */
async function openResetEmail(page: Page, email: string, status: string): Promise<Locator> {
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: RESET_SUBJECT });
  await expect(async () => {
    await page.goto('/admin/mail');
    await page.getByRole('searchbox', { name: 'Search by recipient or subject...' }).fill(email);
    await expect(row.getByText(status, { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Open ${RESET_SUBJECT} to ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: RESET_SUBJECT });
  await expect(fact(dialog, 'Status')).toHaveText(status);
  return dialog;
}

/** The email as the admin sees it: the link left out, a note saying why, no token anywhere. */
async function expectLinkLeftOut(page: Page, dialog: Locator, token?: string) {
  await expect(dialog.getByRole('note')).toHaveText(LINK_WITHHELD);
  const textPart = dialog.getByRole('region', { name: 'Text part' });
  await expect(textPart).toContainText('/reset-password?token=REDACTED');
  await expect(textPart).not.toContainText(LIVE_LINK);
  const htmlPart = dialog.frameLocator('iframe[title="HTML part of the message"]');
  await expect(htmlPart.getByRole('link', { name: RESET_SUBJECT })).toHaveAttribute(
    'href',
    /\/reset-password\?token=REDACTED$/,
  );
  const html = await page.content();
  expect(html).not.toMatch(LIVE_LINK);
  if (token) expect(html).not.toContain(token);
}

withMail(
  'a customer resets a forgotten password from the emailed link',
  async ({ page, request, mailShop }, testInfo) => {
    // Four password hashes (scrypt), three sign-ins and two accessibility scans: slow on 2 cores.
    test.slow();
    const account = newCustomer(`reset-${testInfo.project.name}`);
    // The account exists, but this browser is signed out.
    const signup = await request.post('/api/auth/signup', { data: account });
    expect(signup.status(), await signup.text()).toBe(201);

    await page.goto('/signin');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();
    // The email typed on the sign-in page came along.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible();

    const link = await resetLinkFor(mailShop, account.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
    const checklist = page.getByRole('list', { name: 'Password requirements' });
    await expect(checklist.getByRole('listitem')).toHaveCount(3);
    const submit = page.getByRole('button', { name: 'Reset Password' });
    await expect(submit).toBeDisabled();
    const newPassword = 'N3w-secret-pass';
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await expect(checklist.getByRole('listitem').filter({ hasText: '(met)' })).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await submit.click();

    await expect(toastWith(page, PASSWORD_RESET)).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    // The account's email is filled in (decision 0081).
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);

    // The old password no longer works; the new one does.
    await fillSignin(page, account.email, account.password);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
    ).toBeVisible();
    await fillSignin(page, account.email, newPassword);
    await expect(toastWith(page, 'Signed in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The link worked once: opened again, it says so before any password is typed (decision
    // 0081) and offers a new link.
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: INVALID_LINK })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a New Link' })).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveCount(0);
  },
);

withMail(
  'the back-office shows a sent reset email with its link left out',
  desktopOnly,
  async ({ page, mailShop }, testInfo) => {
    test.slow();
    const account = newCustomer(`reset-sent-${testInfo.project.name}`);
    await askedForLink(page, account);
    const link = await resetLinkFor(mailShop, account.email);
    const token = new URLSearchParams(link.split('?')[1]).get('token') ?? '';

    await signInAdmin(page.request);
    const dialog = await openResetEmail(page, account.email, 'Sent');
    await expectLinkLeftOut(page, dialog, token);
  },
);

test(
  'the run’s shop keeps a reset email without a working link: the back-office says why',
  desktopOnly,
  async ({ page, loginAs }, testInfo) => {
    test.slow();
    const account = newCustomer(`reset-kept-${testInfo.project.name}`);
    await askedForLink(page, account);

    await loginAs('admin');
    const dialog = await openResetEmail(page, account.email, 'Kept');
    await expectLinkLeftOut(page, dialog);
  },
);

test('a broken link says so and leads to a new one', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('alert').filter({ hasText: INVALID_LINK })).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();
});
