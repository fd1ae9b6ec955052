import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import type { MailShop } from './mail-shop';

// Double opt-in (decision 0074): a sign-up joins the newsletter only through the link of its
// confirmation email, and that link is made only when the email is sent. The run's shop keeps its
// mail (no SMTP_URL), so tests that need a confirmed address run on a shop of their own whose mail
// goes to an SMTP catcher (support/mail-shop.ts), and read the link where its owner would.

/** The footer's answer to every sign-up, whatever the address. */
export const CHECK_EMAIL = 'Please check your email to confirm your subscription.';
export const CONFIRMATION_SUBJECT = 'Please confirm your newsletter subscription';
const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/;

export { withMailShop } from './mail-shop';

/** The confirmation emails `email` has received so far. */
export const confirmationsTo = (shop: MailShop, email: string) =>
  shop.inbox.messagesTo(email).filter((mail) => mail.subject === CONFIRMATION_SUBJECT);

/** The link (path and query) of the newest confirmation email `email` received. */
export async function confirmLinkFor(shop: MailShop, email: string): Promise<string> {
  // The shop's sender runs as soon as the sign-up is answered.
  await expect
    .poll(() => confirmationsTo(shop, email).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const mail = confirmationsTo(shop, email).at(-1);
  expect(mail?.text).toContain('The link works for 7 days and only once.');
  const link = CONFIRM_LINK.exec(mail?.text ?? '');
  expect(link, 'a confirmation link in the plain-text part').not.toBeNull();
  expect(mail?.html).toContain(`href="${link?.[0]}"`);
  const url = new URL(link?.[0] ?? '');
  // The browser stays on the shop's origin: PUBLIC_URL is not set, so the link names localhost.
  return `${url.pathname}${url.search}`;
}

/** `email` on the list through the API, as its owner would do it: sign up, then the link's POST. */
export async function confirmedSubscription(
  request: APIRequestContext,
  shop: MailShop,
  email: string,
): Promise<void> {
  const signUp = await request.post('/api/user/subscribe', { data: { email } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const token = new URLSearchParams((await confirmLinkFor(shop, email)).split('?')[1]).get('token');
  const confirmed = await request.post('/api/newsletter/confirm', { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}
