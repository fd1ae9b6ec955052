import type { Config } from '../../../config';

/**
 * What the messages need from the config: where their links point (PUBLIC_URL) and where the shop's
 * own notices go (SHOP_EMAIL, else ADMIN_EMAIL, else the first admin: `resolveShopEmail`); and the seller the invoice of a newly paid order
 * names when the back-office has saved none (SELLER_*). Routes pass `app.config`; services stay
 * free of Fastify and read nothing global.
 */
export interface NotificationSettings {
  siteUrl: Config['siteUrl'];
  mail: Pick<Config['mail'], 'shopEmail'>;
  invoice: Config['invoice'];
}

/** The shop's pages the messages link to (apps/web/src/app/routes.tsx). */
export const mailLinks = {
  /** My Account opened on its 'My Orders' tab. */
  myOrders: (siteUrl: string) => `${siteUrl}/my-account?tab=orders`,
  contact: (siteUrl: string) => `${siteUrl}/careers/contact-us`,
  paintings: (siteUrl: string) => `${siteUrl}/shop/paintings`,
  stoneArt: (siteUrl: string) => `${siteUrl}/shop/stone-art`,
  product: (siteUrl: string, productId: string) => `${siteUrl}/productoverview/${productId}`,
  /** The admin's order list searched for this order (the list searches by id, '#' dropped). */
  adminOrder: (siteUrl: string, orderNumber: string) =>
    `${siteUrl}/admin/allorders?q=${encodeURIComponent(orderNumber)}`,
  adminCustomArt: (siteUrl: string) => `${siteUrl}/admin/customArt`,
  adminInterestedBuyers: (siteUrl: string) => `${siteUrl}/admin/interested-buyers`,
} as const;

/**
 * A subject line from text a person typed (names, titles): one line, no control characters, kept
 * short. nodemailer encodes headers, but a subject is still no place for a pasted paragraph.
 */
export function subjectText(text: string, max = 60): string {
  // \p{Cc}: the control characters, line breaks and tabs included.
  const line = text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
