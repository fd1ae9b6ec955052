import { and, isNotNull, isNull, or } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema';

/**
 * On the list: confirmed from the mailbox, and not unsubscribed since (double opt-in,
 * docs/decisions/0074-newsletter-double-opt-in.md). Newsletters go to these rows only.
 */
export const onTheList = and(
  isNotNull(newsletterSubscribers.confirmedAt),
  isNull(newsletterSubscribers.unsubscribedAt),
);

/** Not (or no longer) on the list: never confirmed, or unsubscribed since. */
export const offTheList = or(
  isNull(newsletterSubscribers.confirmedAt),
  isNotNull(newsletterSubscribers.unsubscribedAt),
);

/** The page that asks before unsubscribing (a GET of it changes nothing). */
export const unsubscribePageUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The RFC 8058 one-click address mail clients POST to. */
export const oneClickUnsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** The List-Unsubscribe headers (RFC 2369, RFC 8058) of one recipient's newsletter. */
export function unsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(siteUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The page whose button confirms a sign-up (a GET of it changes nothing: scanners open links). */
export const confirmPageUrl = (siteUrl: string, query: string) =>
  `${siteUrl}/newsletter/confirm?${query}`;

/** The messages of the list: a withdrawn consent withdraws those still queued (decision 0105). */
export const NEWSLETTER_MAIL_KINDS = [
  'newsletter',
  'newsletter-confirmation',
  'newsletter-on-list',
] as const;
