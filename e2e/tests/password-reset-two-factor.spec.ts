import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { withMailShop as withMail, type MailShop } from '../support/mail-shop';
import { toastWith } from '../support/toasts';
import { desktopOnly, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { resetTwoFactorAdmin } from '../test-env';

// A password reset of an account with two-factor sign-in on (decision 0075): the emailed link alone
// does not set the password, the reset page asks for a code from the authenticator app (or a
// recovery code) as well. The reset link is made only when the email is sent (decision 0072), so
// the spec runs on a mail shop of its own (support/mail-shop.ts) with an admin of its own
// (test-env.ts), whose two-factor sign-in and password no other spec could live with.

const STEP_MS = 30_000;
/** What the authenticator app shows for `secret`, `steps` periods from now. */
const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

const RESET_SUBJECT = 'Reset your password';
const LIVE_LINK = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]{43}/;
const CODE_NEEDED =
  'This account uses two-factor sign-in. To set a new password, also enter the code from your authenticator app or one of your recovery codes.';
const CODE_LABEL = 'Code from your authenticator app, or a recovery code';
const WRONG_CODE = 'That code is not right. Please check it and try again.';
const PASSWORD_RESET = 'Your password has been reset. Please sign in with your new password.';
const NEW_PASSWORD = 'E2e-2fa-reset-N3w-pass!';

/** The reset link (path and query) of the one reset email `email` received. */
async function resetLinkFor(shop: MailShop, email: string): Promise<string> {
  const resetMails = () =>
    shop.inbox.messagesTo(email).filter((mail) => mail.subject === RESET_SUBJECT);
  await expect.poll(() => resetMails().length, { timeout: 15_000 }).toBe(1);
  const link = LIVE_LINK.exec(resetMails()[0]?.text ?? '');
  expect(link, 'a reset link in the plain-text part').not.toBeNull();
  const url = new URL(link?.[0] ?? '');
  return `${url.pathname}${url.search}`;
}

async function fillNewPassword(page: Page, password: string) {
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
}

withMail(
  'an admin with two-factor sign-in on resets a forgotten password with the link and a code',
  desktopOnly,
  async ({ page, mailShop }) => {
    // A set-up, a reset in three tries and two sign-ins on 2 busy cores.
    test.slow();
    const api = page.request;
    const { email } = resetTwoFactorAdmin;

    // Two-factor sign-in turned on through the API (the Security page has its own spec).
    const signin = await api.post('/api/admin/signin', { data: resetTwoFactorAdmin });
    expect(signin.status(), await signin.text()).toBe(200);
    const setup = await (await api.post('/api/admin/two-factor/setup', { data: {} })).json();
    const secret: string = setup.secret;
    const confirmed = await api.post('/api/admin/two-factor/confirm', {
      data: { code: codeAt(secret) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    const recoveryCodes: string[] = (await confirmed.json()).recoveryCodes;
    expect((await api.post('/api/admin/signout')).status()).toBe(204);

    // The owner forgot the password: 'Forgot password?' from the shop's sign-in page.
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const link = await resetLinkFor(mailShop, email);

    // The link alone is not enough: the page says why and asks for a code.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
    await expect(page.getByLabel(CODE_LABEL)).toHaveCount(0);
    await fillNewPassword(page, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: CODE_NEEDED })).toBeVisible();
    const codeField = page.getByLabel(CODE_LABEL);
    await expect(codeField).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // Nothing changed yet: the old password still starts a sign-in.
    const stillOld = await api.post('/api/admin/signin', { data: resetTwoFactorAdmin });
    expect(await stillOld.json()).toMatchObject({ twoFactorRequired: true });

    // A wrong code is refused and keeps the link; the next right code resets the password.
    const accepted = new Set([-1, 0, 1].map((steps) => codeAt(secret, steps)));
    const wrong = ['314159', '271828', '161803'].find((digits) => !accepted.has(digits)) ?? '';
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CODE })).toBeVisible();
    await codeField.fill(codeAt(secret, 1));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toastWith(page, PASSWORD_RESET)).toBeVisible();

    // The page leads to the back-office sign-in, where the new password and a code sign in.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    const oldPassword = await api.post('/api/admin/signin', { data: resetTwoFactorAdmin });
    expect(oldPassword.status()).toBe(401);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  },
);
