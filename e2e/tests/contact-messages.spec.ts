import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

// The contact form made real (decision 0046): a visitor's message lands in the back-office's
// 'Messages' screen, where opening it marks it read. Runs on both projects, each with its own
// unique sender, since both share one server.

test('a visitor sends the contact form; the admin finds it under Messages and reads it', async ({
  page,
  loginAs,
}, testInfo) => {
  const unique = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const email = `contact-${unique}@e2e.test`;
  const subject = `Garden stone ${unique}`;

  await page.goto('/careers/contact-us');
  await page.getByLabel('Name', { exact: true }).fill('Meera Shah');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Message', { exact: true }).fill('Can you paint our dog on a stone?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for reaching out!' }),
  ).toBeVisible();

  await loginAs('admin');
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search messages...' }).fill(email);
  const list = page.getByRole('list', { name: 'Contact messages' });
  const row = list.getByRole('listitem').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(row.getByText('Unread', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('Can you paint our dog on a stone?')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  // Opening it marked it read.
  await expect(dialog.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Unread', { exact: true })).toHaveCount(0);

  // And it stays read for the server: a fresh load shows no marker.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search messages...' }).fill(email);
  await expect(list.getByRole('listitem').filter({ hasText: subject })).toHaveCount(1);
  await expect(
    list.getByRole('listitem').filter({ hasText: subject }).getByText('Unread', { exact: true }),
  ).toHaveCount(0);
});
