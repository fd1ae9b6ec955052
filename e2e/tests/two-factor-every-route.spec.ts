import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { desktopOnly, expect, test } from '../fixtures';
import { toastWith } from '../support/toasts';
import { everyRouteAdmin } from '../test-env';

// Two-factor sign-in on every route (docs/decisions/0071-two-factor-on-every-route.md): the shop's
// sign-in page opens no session for an admin with two-factor sign-in on and sends them to the
// back-office sign-in, and the password changes only on the Security page with a code. The account
// is its own (test-env.ts): it is changed in ways no other admin spec could live with.

const STEP_MS = 30_000;
const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

const formAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

const NEW_PASSWORD = 'E2e-2fa-changed-Passw0rd!';

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** An admin session through the API, the second step with a recovery code. */
async function adminSessionByApi(api: APIRequestContext, password: string, recoveryCode: string) {
  const signin = await api.post('/api/admin/signin', {
    data: { email: everyRouteAdmin.email, password },
  });
  if (!(await signin.json()).twoFactorRequired) return;
  await api.post('/api/admin/signin/verify', { data: { code: recoveryCode } });
}

test.describe('two-factor sign-in on every route', desktopOnly, () => {
  test("the shop's sign-in sends a two-factor admin to the back-office; the password changes only with a code", async ({
    page,
  }) => {
    // A set-up, two sign-ins and a password change: more than one page's worth of steps.
    test.slow();
    const api = page.request;
    let password: string = everyRouteAdmin.password;
    let recoveryCodes: string[] = [];
    try {
      // Turned on through the API (the Security page's set-up has its own spec), then signed out.
      const signin = await api.post('/api/admin/signin', { data: everyRouteAdmin });
      expect(signin.status(), await signin.text()).toBe(200);
      const setup = await (await api.post('/api/admin/two-factor/setup', { data: {} })).json();
      const confirmed = await api.post('/api/admin/two-factor/confirm', {
        data: { code: codeAt(setup.secret) },
      });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
      recoveryCodes = (await confirmed.json()).recoveryCodes;
      expect((await api.post('/api/admin/signout')).status()).toBe(204);

      // The shop's sign-in page: the right password gets the message and no session.
      await page.goto('/signin');
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await fillSignIn(page, everyRouteAdmin.email, password);
      await expect(formAlert(page)).toHaveText(
        'This account uses two-factor sign-in. Please sign in on the back-office sign-in page with your password and the code from your authenticator app.',
      );
      await expect(page).toHaveURL(/\/signin$/);
      const cookies = await page.context().cookies();
      expect(cookies.map((cookie) => cookie.name)).not.toContain('token');
      expect((await api.get('/api/user/me')).status()).toBe(401);

      // Its link leads to the back-office sign-in, where the code finishes it.
      await page.getByRole('link', { name: 'Go to the back-office sign-in' }).click();
      await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
      await fillSignIn(page, everyRouteAdmin.email, password);
      await page.getByLabel('Authentication code').fill(codeAt(setup.secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      // The Security page changes the password, and asks for a code to do it.
      await page.goto('/admin/security');
      const form = page.getByRole('region', { name: 'Password' });
      await form.getByLabel('Current password').fill(password);
      await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Enter a current code or a recovery code to change your password.',
      );
      await form.getByLabel('Current code or recovery code').fill(recoveryCodes[0] ?? '');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(toastWith(page, 'Password updated successfully')).toBeVisible();
      password = NEW_PASSWORD;
    } finally {
      // Whatever happened, leave the account as the next run expects it: first password, 2FA off.
      if (recoveryCodes.length > 0) {
        await adminSessionByApi(api, password, recoveryCodes[1] ?? '');
        if (password !== everyRouteAdmin.password) {
          await api.post('/api/admin/password', {
            data: {
              oldPassword: password,
              newPassword: everyRouteAdmin.password,
              code: recoveryCodes[2],
            },
          });
        }
        await api.post('/api/admin/two-factor/disable', { data: { code: recoveryCodes[3] } });
      }
    }
  });
});
