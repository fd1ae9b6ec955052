import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../fixtures';
import { solidPng } from '../support/images';
import { toastWith } from '../support/toasts';

// Names and mobile numbers as people in India write them (decision 0078): 'K. S. Rao' signs up
// with '+91 98765 43210' and the account keeps the ten digits; each rule shows under its own
// field; the disabled button says what is missing; no phone field cuts what is typed. Both
// projects (desktop and phone).

const NAME_RULE = 'Letters, spaces, dots, apostrophes and hyphens only';
const PHONE_RULE = 'A 10-digit mobile number starting with 6, 7, 8 or 9';

const uniqueEmail = (testInfo: TestInfo, prefix: string) =>
  `${prefix}-${testInfo.project.name}-${process.pid}-${Date.now().toString(36)}@e2e.test`;

/** The rules under a field: in the field's own box, after the input. */
const rules = (page: Page, field: string) =>
  page.getByLabel(field, { exact: true }).locator('xpath=..').getByRole('list');
const ruleLine = (page: Page, field: string, label: string) =>
  rules(page, field).getByRole('listitem').filter({ hasText: label });

test("signs up as 'K. S. Rao' with '+91 98765 43210' and keeps the ten digits", async ({
  page,
}, testInfo) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();

  // The name's rules are under Full Name, not under Password.
  await expect(ruleLine(page, 'Full Name', NAME_RULE)).toHaveText(/\(not met\)$/);
  await expect(rules(page, 'Password').getByText(NAME_RULE)).toHaveCount(0);
  // …and read with the field they are about.
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription(new RegExp(NAME_RULE));
  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription(new RegExp(PHONE_RULE));
  await expect(ruleLine(page, 'Phone Number', PHONE_RULE)).toHaveText(/\(not met\)$/);
  // The disabled button says why.
  await expect(submit).toHaveAccessibleDescription(
    'Fill in Full Name, Phone Number, Email and Password to continue.',
  );

  await page.getByLabel('Full Name').fill('K. S. Rao');
  await expect(ruleLine(page, 'Full Name', NAME_RULE)).toHaveText(/\(met\)$/);
  const phone = page.getByLabel('Phone Number');
  await phone.pressSequentially('+91 98765 43210');
  await expect(phone).toHaveValue('+91 98765 43210');
  await expect(ruleLine(page, 'Phone Number', PHONE_RULE)).toHaveText(/\(met\)$/);
  await expect(submit).toHaveAccessibleDescription('Fill in Email and Password to continue.');

  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(testInfo, 'ksrao'));
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!e2e');
  await expect(submit).toBeEnabled();
  await expect(page.getByText(/to continue\.$/)).toHaveCount(0);
  await submit.click();

  await expect(toastWith(page, 'Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Welcome, K. S. Rao')).toBeVisible();
  const me = await page.request.get('/api/user/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).user).toMatchObject({ name: 'K. S. Rao', phone: '9876543210' });
});

test("a custom art request keeps '98765 43210' whole and is stored as the ten digits", async ({
  page,
}, testInfo) => {
  await page.goto('/customarts');
  await expect(page.getByRole('button', { name: 'Wedding' })).toBeEnabled();
  await page.getByLabel(/^(Select|Change) Image$/).setInputFiles({
    name: 'family.png',
    mimeType: 'image/png',
    buffer: solidPng(32, 24),
  });
  await page.getByLabel('First Name').fill('Anita');
  await page.getByLabel('Last Name').fill("D'Souza");
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(testInfo, 'dsouza'));
  const phone = page.getByLabel('Contact Number');
  await phone.pressSequentially('98765 43210');
  await expect(phone).toHaveValue('98765 43210');

  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/customArt') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect((await response.json()).customArt).toMatchObject({
    firstName: 'Anita',
    lastName: "D'Souza",
    phone: '9876543210',
  });
  await expect(
    toastWith(page, 'Your stone art request has been submitted successfully!'),
  ).toBeVisible();
});
