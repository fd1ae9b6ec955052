import { readFile } from 'node:fs/promises';
import { PRIVACY_NOTICE_VERSION, privacyMessages } from '@artshop/shared';
import { desktopOnly, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { toastWith } from '../support/toasts';

// Customers' data rights under the DPDP Act (docs/privacy.md, decisions 0103 to 0106), on a
// desktop and a phone: the privacy notice, and My Account > Privacy with its switches, the
// download of one's data and the deletion of the account.

test('the privacy notice is a page of its own, linked from the footer and the sign-up form', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('link', { name: privacyMessages.noticeLink }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(
    page.getByRole('heading', { name: privacyMessages.noticeTitle, level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByText(privacyMessages.noticeVersionLine(PRIVACY_NOTICE_VERSION)),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grievance officer' })).toBeVisible();
  await expect(page.getByText(/kept for 8 years, as GST law requires/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The footer links the same page (the footer is drawn once the page is idle).
  await page.goto('/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' });
  await footerLink.scrollIntoViewIfNeeded();
  await expect(footerLink).toHaveAttribute('href', '/privacy');
});

test('My Account › Privacy: switches, download of my data, and deleting the account', async ({
  page,
  loginAs,
}) => {
  const account = await loginAs();
  await page.goto('/my-account?tab=privacy');
  await expect(
    page.getByRole('heading', { name: privacyMessages.tabTitle, level: 2 }),
  ).toBeVisible();

  // One switch per consent; a change is saved at once and kept across a reload.
  const whatsapp = page.getByRole('switch', { name: 'WhatsApp updates' });
  await expect(whatsapp).toHaveAttribute('aria-checked', 'false');
  await whatsapp.click();
  await expect(toastWith(page, privacyMessages.consentSaved)).toBeVisible();
  await expect(whatsapp).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'WhatsApp updates' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('switch', { name: 'WhatsApp updates' }).click();
  await expect(page.getByRole('switch', { name: 'WhatsApp updates' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  // The newsletter waits for the emailed confirmation of the address.
  await page.getByRole('switch', { name: 'Newsletter' }).click();
  await expect(toastWith(page, privacyMessages.verifyEmailFirst)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Newsletter' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expectNoSeriousA11yViolations(page);

  // Download my data: a JSON file of this account.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: privacyMessages.downloadButton }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile.email).toBe(account.email);
  expect(data.consents).toEqual(
    expect.arrayContaining([expect.objectContaining({ purpose: 'whatsapp', granted: false })]),
  );

  // Delete my account: the password again, in a dialog.
  await page.getByRole('button', { name: privacyMessages.deleteButton }).click();
  const dialog = page.getByRole('dialog', { name: privacyMessages.deleteConfirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password').fill('not-my-password-1');
  await dialog.getByRole('button', { name: privacyMessages.deleteConfirmButton }).click();
  await expect(dialog.getByRole('alert')).toHaveText(privacyMessages.passwordIncorrect);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: privacyMessages.deleteConfirmButton }).click();
  await expect(toastWith(page, privacyMessages.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signed out everywhere, and the old password opens nothing.
  expect((await page.request.get('/api/user/me')).status()).toBe(401);
  const signin = await page.request.post('/api/auth/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(signin.status()).toBe(401);
});

test(
  'Back-office › Privacy: the grievance officer shows on the notice, the log lists changes',
  desktopOnly,
  async ({ page, loginAs }) => {
    // A customer's consent change, for the log.
    await loginAs();
    const consent = await page.request.put('/api/user/consents', {
      data: { purpose: 'marketing_email', granted: true },
    });
    expect(consent.status()).toBe(200);

    await loginAs('admin');
    await page.goto('/admin/privacy');
    await expect(
      page.getByRole('heading', { name: privacyMessages.adminTitle, level: 1 }),
    ).toBeVisible();
    const officer = page.getByRole('region', { name: privacyMessages.grievanceTitle });
    await officer.getByLabel(privacyMessages.grievanceNameLabel).fill('Kavita Joshi');
    await officer.getByLabel(privacyMessages.grievanceEmailLabel).fill('grievance@e2e.test');
    await officer.getByRole('button', { name: 'Save' }).click();
    await expect(toastWith(page, privacyMessages.grievanceSaved)).toBeVisible();
    const log = page.getByRole('region', { name: privacyMessages.adminLogTitle });
    await expect(log.getByText(/marketing_email given \(my-account/).first()).toBeVisible();

    await page.goto('/privacy');
    await expect(page.getByTestId('grievance-officer')).toContainText('Kavita Joshi');
    await expect(page.getByRole('link', { name: 'grievance@e2e.test' })).toHaveAttribute(
      'href',
      'mailto:grievance@e2e.test',
    );
  },
);
