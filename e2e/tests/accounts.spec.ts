import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { desktopOnly, expect, newCustomer, test, type CustomerAccount } from '../fixtures';
import { firstDemoProduct } from '../support/catalogue';
import { toastWith } from '../support/toasts';

// Sign-up, sign-in, sign-out, the account area (details, orders, settings, password) and the
// product page's 'Interested to buy' (spec section 2 'Sign-up and sign-in', 'Account area', and
// sections 5 and 8). Every test runs on both projects with its own fresh customer.

const CHECKLIST = [
  'At least 3 characters',
  'Letters, spaces, dots, apostrophes and hyphens only',
  'A 10-digit mobile number starting with 6, 7, 8 or 9',
  'At least 1 letter',
  'At least 1 number or special character',
  'At least 8 characters',
];

/** A customer no other test (or project) uses. */
function uniqueCustomer(testInfo: TestInfo, prefix: string): CustomerAccount {
  return newCustomer(`${prefix}-${testInfo.project.name}`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The form's own error line (role alert), as opposed to a toast. */
const formAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

const welcome = (page: Page, name: string) => page.getByText(`Welcome, ${name}`);
const logoutButton = (page: Page) => page.getByRole('button', { name: 'Logout' }).first();

/** Registers an account through the API in a context of its own, so the page stays signed out. */
async function registerElsewhere(request: APIRequestContext, account: CustomerAccount) {
  const response = await request.post('/api/auth/signup', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  // The signup set a cookie in the `request` fixture's context only; the page has none.
  await request.post('/api/auth/signout');
}

async function fillSignin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Opens a tab of the account area: through the drawer on a phone, the side menu on a desktop. */
async function openAccountTab(page: Page, isMobile: boolean, label: string) {
  const menu = page.getByRole('navigation', { name: 'My Account' });
  if (isMobile) {
    await page.getByRole('button', { name: /^Account menu:/ }).click();
    await expect(menu).toBeVisible();
  }
  await menu.getByRole('button', { name: label }).click();
  await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
  if (isMobile) await expect(menu).toBeHidden();
}

test.describe('sign-up', () => {
  test('ticks the checklist, enables submit when valid, then lands home signed in', async ({
    page,
  }, testInfo) => {
    const account = uniqueCustomer(testInfo, 'signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/signin',
    );

    const submit = page.getByRole('button', { name: 'Create Account' });
    // Each field's rules sit under that field (decision 0078): three lists, six lines.
    const checklist = page.getByRole('main').locator('form').getByRole('list');
    const line = (label: string) => checklist.getByRole('listitem').filter({ hasText: label });
    await expect(checklist.getByRole('listitem')).toHaveCount(6);
    for (const label of CHECKLIST) {
      await expect(line(label)).toHaveText(new RegExp(`${escapeRegExp(label)}\\s*\\(not met\\)`));
    }
    await expect(submit).toBeDisabled();

    await page.getByLabel('Full Name').fill(account.name);
    await expect(line('At least 3 characters')).toHaveText(/\(met\)$/);
    await expect(line('Letters, spaces, dots, apostrophes and hyphens only')).toHaveText(
      /\(met\)$/,
    );
    await page.getByLabel('Phone Number').fill(account.phone);
    await expect(line('A 10-digit mobile number starting with 6, 7, 8 or 9')).toHaveText(
      /\(met\)$/,
    );
    await page.getByLabel('Email', { exact: true }).fill(account.email);

    // 'abc' meets only the letter rule; the submit stays disabled.
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abc');
    await expect(line('At least 1 letter')).toHaveText(/\(met\)$/);
    await expect(line('At least 1 number or special character')).toHaveText(/\(not met\)$/);
    await expect(line('At least 8 characters')).toHaveText(/\(not met\)$/);
    await expect(submit).toBeDisabled();

    await password.fill(account.password);
    for (const label of CHECKLIST) await expect(line(label)).toHaveText(/\(met\)$/);
    await expect(submit).toBeEnabled();

    await submit.click();
    await expect(toastWith(page, 'Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(welcome(page, account.name)).toBeVisible();
    await expect(logoutButton(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveCount(0);
  });

  test(
    'an email already registered shows the server message',
    desktopOnly,
    async ({ page, request }, testInfo) => {
      const account = uniqueCustomer(testInfo, 'dupe');
      await registerElsewhere(request, account);

      await page.goto('/signup');
      await page.getByLabel('Full Name').fill('Ravi Kumar');
      await page.getByLabel('Phone Number').fill('9123456780');
      // Emails are compared case-insensitively.
      await page.getByLabel('Email', { exact: true }).fill(account.email.toUpperCase());
      await page.getByLabel('Password', { exact: true }).fill('Another1pass');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(formAlert(page)).toHaveText('An account with this email already exists.');
      await expect(page).toHaveURL(/\/signup$/);
    },
  );
});

test.describe('sign-in and sign-out', () => {
  test(
    'a wrong password shows the generic message',
    desktopOnly,
    async ({ page, request }, testInfo) => {
      const account = uniqueCustomer(testInfo, 'wrongpw');
      await registerElsewhere(request, account);

      await page.goto('/signin');
      await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
      await fillSignin(page, account.email, 'Wrong-passw0rd');
      await expect(formAlert(page)).toHaveText('Invalid email or password.');
      await expect(page).toHaveURL(/\/signin$/);

      // An unknown email gets the very same sentence.
      await fillSignin(page, `nobody-${account.email}`, account.password);
      await expect(formAlert(page)).toHaveText('Invalid email or password.');
    },
  );

  test('signing in lands home, and a signed-in visitor is sent away from /signin and /signup', async ({
    page,
    request,
  }, testInfo) => {
    const account = uniqueCustomer(testInfo, 'signin');
    await registerElsewhere(request, account);

    await page.goto('/signin');
    await fillSignin(page, account.email, account.password);
    await expect(toastWith(page, 'Signed in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(welcome(page, account.name)).toBeVisible();

    await page.goto('/signin');
    await expect(page).toHaveURL(/\/$/);
    await expect(welcome(page, account.name)).toBeVisible();
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Logout ends the session on the server and in the banner', async ({ page, loginAs }) => {
    const account = await loginAs();
    await page.goto('/');
    await expect(welcome(page, account.name)).toBeVisible();
    expect((await page.request.get('/api/user/me')).status()).toBe(200);

    await logoutButton(page).click();
    await expect(page.getByRole('link', { name: 'Sign Up Now' })).toBeVisible();
    await expect(welcome(page, account.name)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    // The sign-out call is not awaited by the UI; wait for the server to have ended the session.
    await expect.poll(async () => (await page.request.get('/api/user/me')).status()).toBe(401);

    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign Up Now' })).toBeVisible();
  });

  test('/my-account sends a visitor to /signin', desktopOnly, async ({ page }) => {
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  });
});

test.describe('account area', () => {
  test('My Details shows the customer and the profile completion', async ({ page, loginAs }) => {
    const account = await loginAs();
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: 'My Details', level: 2 })).toBeVisible();

    const card = (label: string) =>
      page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(card('Full Name')).toHaveText(account.name);
    await expect(card('Email')).toHaveText(account.email);
    await expect(card('Phone')).toHaveText(account.phone);
    await expect(card('Street')).toHaveText('N/A');
    await expect(card('City and State')).toHaveText('N/A');

    // Name, email and phone count 1 each, no address yet: 3 / 4 = 75%.
    const bar = page.getByRole('progressbar', { name: 'Profile completion' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(page.getByText('75%', { exact: true })).toBeVisible();
  });

  test('the account menu switches tabs, as a drawer on a phone', async ({
    page,
    loginAs,
    isMobile,
  }) => {
    await loginAs();
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: 'My Details', level: 2 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'My Account' });
    const drawerButton = page.getByRole('button', { name: /^Account menu:/ });

    if (isMobile) {
      await expect(menu).toBeHidden();
      await expect(drawerButton).toHaveText(/My Details/);
      await drawerButton.click();
      await expect(menu).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
      // Escape closes the drawer.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    } else {
      await expect(menu).toBeVisible();
      await expect(drawerButton).toBeHidden();
    }

    await openAccountTab(page, isMobile, 'My Orders');
    if (isMobile) await expect(drawerButton).toHaveText(/My Orders/);
    await openAccountTab(page, isMobile, 'Account Settings');
    await openAccountTab(page, isMobile, 'My Details');
  });

  test('My Orders shows the empty state with Continue Shopping', async ({
    page,
    loginAs,
    isMobile,
  }) => {
    await loginAs();
    await page.goto('/my-account');
    await openAccountTab(page, isMobile, 'My Orders');
    await expect(page.getByText('No orders yet', { exact: true })).toBeVisible();
    const continueShopping = page.getByRole('link', { name: 'Continue Shopping' });
    await expect(continueShopping).toHaveAttribute('href', '/');
    await continueShopping.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Account Settings edits the profile; Save is enabled only after a change', async ({
    page,
    loginAs,
    isMobile,
  }) => {
    await loginAs();
    await page.goto('/my-account');
    await openAccountTab(page, isMobile, 'Account Settings');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await expect(page.getByLabel('Country')).toHaveValue('India');
    await expect(page.getByLabel('Country')).not.toBeEditable();

    const city = page.getByLabel('City', { exact: true });
    await city.fill('Pune');
    await expect(save).toBeEnabled();
    // Back to the saved value: nothing changed, Save is disabled again.
    await city.fill('');
    await expect(save).toBeDisabled();

    // Cancel leaves the view untouched.
    await city.fill('Nagpur');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByText('Nagpur')).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full Name').fill('Meera Iyer');
    await page.getByLabel('City', { exact: true }).fill('Pune');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastWith(page, 'Profile updated successfully')).toBeVisible();

    // Back in view mode with the new values.
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Pune$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Meera Iyer$/ })).toBeVisible();
    await expect(welcome(page, 'Meera Iyer')).toBeVisible();

    // Stored on the server, and My Details counts the city: (3 + 1/4) / 4 = 81%.
    const me = await page.request.get('/api/user/me');
    const body = (await me.json()) as { user: { name: string; address: { city: string } } };
    expect(body.user.name).toBe('Meera Iyer');
    expect(body.user.address.city).toBe('Pune');
    await openAccountTab(page, isMobile, 'My Details');
    await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '81',
    );
  });

  test('Change Password checks the confirmation and the current password, then works', async ({
    page,
    loginAs,
    isMobile,
  }) => {
    // Four password hashes (scrypt) and three sign-ins: slow on a 2-core machine.
    test.slow();
    const account = await loginAs();
    const newPassword = 'Fresh-Passw0rd';
    await page.goto('/my-account');
    await openAccountTab(page, isMobile, 'Account Settings');

    const current = page.getByLabel('Current Password');
    const fresh = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm New Password');
    const update = page.getByRole('button', { name: 'Update Password' });
    await expect(update).toBeDisabled();

    await current.fill(account.password);
    await fresh.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await expect(formAlert(page)).toHaveText('New passwords do not match');
    await expect(update).toBeDisabled();

    await confirm.fill(newPassword);
    await expect(formAlert(page)).toHaveCount(0);
    await expect(update).toBeEnabled();

    await current.fill('Not-the-passw0rd');
    await update.click();
    await expect(formAlert(page)).toHaveText('Current password is incorrect');

    await current.fill(account.password);
    await update.click();
    await expect(toastWith(page, 'Password updated successfully')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(fresh).toHaveValue('');

    // Sign out, then in again with the new password.
    await logoutButton(page).click();
    await expect(page.getByRole('link', { name: 'Sign Up Now' })).toBeVisible();
    await page.goto('/signin');
    await fillSignin(page, account.email, account.password);
    await expect(formAlert(page)).toHaveText('Invalid email or password.');
    await fillSignin(page, account.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(welcome(page, account.name)).toBeVisible();
  });
});

test('Interested to buy registers the interest once, and the page then says it was sent', async ({
  page,
  loginAs,
}) => {
  await loginAs();
  const painting = await firstDemoProduct(page.request, 'painting');

  await page.goto(`/productoverview/${painting.id}`);
  const interested = page.getByRole('button', { name: 'Interested to buy' });
  await interested.click();
  await expect(toastWith(page, 'Interest registered successfully!')).toBeVisible();

  // The button gives way to a line that says so, on this visit and the next (decision 0081).
  const sent = page.getByText('Interest sent. We will get in touch with you about this painting.');
  await expect(sent).toBeVisible();
  await expect(interested).toHaveCount(0);
  await page.reload();
  await expect(sent).toBeVisible();
  await expect(interested).toHaveCount(0);
  const again = await page.request.post('/api/user/interested-buyer', {
    data: { productID: painting.id },
  });
  expect(again.status()).toBe(409);
});
