import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { desktopOnly, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { toastWith } from '../support/toasts';
import { twoFactorAdmins } from '../test-env';

// Admin two-factor sign-in (docs/decisions/0038-admin-two-factor.md): turning it on in the
// back-office, then signing in with a code from the authenticator app and with a recovery code.
// Runs on both projects, each with an admin of its own (test-env.ts): two-factor sign-in on the
// shared admin would stop every other admin spec from signing in.

const STEP_MS = 30_000;

/** What the authenticator app shows for `secret`, `steps` periods from now. */
const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

const formAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function logOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The Security link sits beside the signed-in admin: in the sidebar, or the drawer on a phone. */
async function openSecurityPage(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const sidebar = isMobile
    ? page.getByRole('dialog', { name: 'Admin menu' })
    : page.getByRole('complementary');
  await sidebar
    .getByRole('region', { name: 'Signed-in admin' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
}

test.describe('admin two-factor sign-in', desktopOnly, () => {
  test('turn it on with the QR key, then sign in with a code and with a recovery code', async ({
    page,
    isMobile,
  }, testInfo) => {
    // Enrolment, three sign-ins and the accessibility scans: longer than one page's worth of steps.
    test.slow();
    const account = twoFactorAdmins[testInfo.project.name as keyof typeof twoFactorAdmins];
    expect(account, `an admin of its own for project ${testInfo.project.name}`).toBeTruthy();

    let recoveryCodes: string[] = [];
    try {
      // Without two-factor sign-in the password is enough.
      await signInWithPassword(page, account);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      await openSecurityPage(page, isMobile);
      await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

      const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
      await expect(qr).toBeVisible();
      // The QR code is a real image the browser decoded, not a broken one.
      expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      const secret = (await page.getByLabel('Set-up key').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoSeriousA11yViolations(page);

      // The key typed by hand into an app gives the code that turns it on.
      const confirmingCode = codeAt(secret);
      await page.getByLabel('6-digit code').fill(confirmingCode);
      await page.getByRole('button', { name: 'Turn on' }).click();

      const list = page.getByRole('list', { name: 'Recovery codes' });
      await expect(list.getByRole('listitem')).toHaveCount(10);
      recoveryCodes = await list.getByRole('listitem').allInnerTexts();
      await expect(page.getByText(/will not be shown again/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download codes' })).toHaveAttribute(
        'download',
        'recovery-codes.txt',
      );
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'I have saved my codes' }).click();
      await expect(list).toHaveCount(0);
      await expect(page.getByText(/Recovery codes left: 10/)).toBeVisible();

      // Signing in now asks for the code after the password.
      await logOut(page);
      await signInWithPassword(page, account);
      await expect(
        page.getByText('Enter the 6-digit code from your authenticator app'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/admin$/);
      await expectNoSeriousA11yViolations(page);

      // The code that turned it on was used once already.
      await page.getByLabel('Authentication code').fill(confirmingCode);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(formAlert(page)).toHaveText(
        'That code is not right. Please check it and try again.',
      );
      // The next code of the app signs in.
      await page.getByLabel('Authentication code').fill(codeAt(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(toastWith(page, 'Admin login successful.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      // The toast sits over the top bar's Logout button and stays while the pointer is on it: wait
      // until it has gone, as a person would.
      await expect(toastWith(page, 'Admin login successful.')).toBeHidden();

      // A recovery code instead, once.
      await logOut(page);
      await signInWithPassword(page, account);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      await openSecurityPage(page, isMobile);
      await expect(page.getByText(/Recovery codes left: 9/)).toBeVisible();
      // Turning it off takes a code, never the password (decision 0071): here a recovery code.
      const disableForm = page.getByRole('form', { name: 'Turn off two-factor sign-in' });
      await disableForm.getByLabel('Current code or recovery code').fill(recoveryCodes[1] ?? '');
      await disableForm.getByRole('button', { name: 'Turn off' }).click();
      await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    } finally {
      // Whatever happened, leave the account as the next run (or a retry) expects it: off.
      await page.request.post('/api/admin/two-factor/disable', {
        data: { code: recoveryCodes.at(-1) ?? '' },
      });
    }
  });
});
