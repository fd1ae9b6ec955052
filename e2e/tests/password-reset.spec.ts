import type { APIRequestContext, Page } from '@playwright/test';
import { signInAdmin } from '../support/accounts';
import { toastWith } from '../support/toasts';
import { expect, expectNoSeriousA11yViolations, newCustomer, test } from '../fixtures';

// Password recovery (decision 0045): 'Forgot password?' on the sign-in page, the emailed link, a
// new password. The run has no SMTP_URL, so the email is kept in the outbox; the spec reads it as
// the admin through the back-office's mail calls, as the shop owner would see it.

const LINK_SENT = 'If an account exists for that email, we have sent a link to reset the password.';
const INVALID_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';
const PASSWORD_RESET = 'Your password has been reset. Please sign in with your new password.';

interface MailSummary {
  id: string;
  kind: string;
  to: string;
}

/** The reset link (path and query) of the newest password-reset email to `email`. */
async function resetLinkFor(admin: APIRequestContext, email: string): Promise<string> {
  let id = '';
  // The outbox row is written with the request; polling only absorbs the admin list's timing.
  await expect
    .poll(async () => {
      const list = await admin.get(`/api/admin/mail?q=${encodeURIComponent(email)}`);
      expect(list.status(), await list.text()).toBe(200);
      const { messages } = (await list.json()) as { messages: MailSummary[] };
      id =
        messages.find((message) => message.kind === 'password-reset' && message.to === email)?.id ??
        '';
      return id;
    })
    .not.toBe('');
  const detail = await admin.get(`/api/admin/mail/${id}`);
  expect(detail.status(), await detail.text()).toBe(200);
  const { message } = (await detail.json()) as { message: { text: string; html: string } };
  expect(message.text).toContain('Reset your password');
  expect(message.text).toContain('30 minutes');
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(message.text);
  expect(link, 'a reset link in the plain-text part').not.toBeNull();
  const url = new URL(link?.[0] ?? '');
  // The browser stays on the run's origin: PUBLIC_URL is not set, so the link names localhost.
  return `${url.pathname}${url.search}`;
}

async function fillSignin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('a customer resets a forgotten password from the emailed link', async ({
  page,
  request,
}, testInfo) => {
  // Four password hashes (scrypt), three sign-ins and two accessibility scans: slow on 2 cores.
  test.slow();
  const account = newCustomer(`reset-${testInfo.project.name}`);
  // The account exists, but this browser is signed out; `request` then becomes the admin.
  const signup = await request.post('/api/auth/signup', { data: account });
  expect(signup.status(), await signup.text()).toBe(201);
  await request.post('/api/auth/signout');
  await signInAdmin(request);

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

  const link = await resetLinkFor(request, account.email);
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

  // The old password no longer works; the new one does.
  await fillSignin(page, account.email, account.password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
  ).toBeVisible();
  await fillSignin(page, account.email, newPassword);
  await expect(toastWith(page, 'Signed in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The link worked once: a second use is refused and offers a new link.
  await page.goto(link);
  await page.getByLabel('New Password').fill('An0ther-pass');
  await page.getByLabel('Confirm Password').fill('An0ther-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: INVALID_LINK })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a New Link' })).toBeVisible();
});

test('a broken link says so and leads to a new one', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('alert').filter({ hasText: INVALID_LINK })).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();
});
