import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../../db/client';
import { offers, users } from '../../../db/schema';
import { enqueueMail } from '../outbox.service';
import { renderMail } from '../render';
import { OfferMadeMail, offerMadeSubject } from '../templates/offer-made';
import { OfferWithdrawnMail, offerWithdrawnSubject } from '../templates/offer-withdrawn';
import { mailLinks, subjectText, type NotificationSettings } from './notification-settings';

/** My Account opened on its 'Offers' tab (issue 16). */
export const offersLink = (siteUrl: string) => `${siteUrl}/my-account?tab=offers`;

/** A moment in India (the shop's time zone) as a customer reads it: '12 Mar 2026, 6:30 pm IST'. */
export function indiaDateTime(date: Date): string {
  const formatted = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(date);
  return `${formatted} IST`;
}

/** The offer with its customer, read in the caller's transaction. */
async function offerWithCustomer(tx: Db, offerId: string) {
  const [found] = await tx
    .select({ offer: offers, customer: { name: users.name, email: users.email } })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .where(eq(offers.id, offerId));
  return found;
}

/** The admin made an offer, in that transaction: the offer to its customer. Once per offer. */
export async function queueOfferMade(
  tx: Db,
  settings: NotificationSettings,
  offerId: string,
): Promise<void> {
  const found = await offerWithCustomer(tx, offerId);
  if (!found) return;
  const { offer, customer } = found;
  const shopUrl = settings.siteUrl;
  await enqueueMail(tx, {
    dedupeKey: `offer:${offer.id}:made`,
    kind: 'offer-made',
    to: customer.email,
    subject: offerMadeSubject(subjectText(offer.title)),
    ...(await renderMail(
      createElement(OfferMadeMail, {
        name: customer.name,
        title: offer.title,
        pricePaise: offer.pricePaise,
        deliveryPaise: offer.deliveryPaise,
        note: offer.note,
        validUntil: indiaDateTime(offer.expiresAt),
        offersUrl: offersLink(shopUrl),
        contactUrl: mailLinks.contact(shopUrl),
        shopUrl,
      }),
    )),
  });
}

/**
 * The shop withdrew an offer (the admin, or the painting's sale to another buyer), in that
 * transaction: a word to its customer with the reason. Once per offer.
 */
export async function queueOfferWithdrawn(
  tx: Db,
  settings: NotificationSettings,
  offerId: string,
): Promise<void> {
  const found = await offerWithCustomer(tx, offerId);
  if (!found) return;
  const { offer: row, customer } = found;
  const shopUrl = settings.siteUrl;
  await enqueueMail(tx, {
    dedupeKey: `offer:${row.id}:withdrawn`,
    kind: 'offer-withdrawn',
    to: customer.email,
    subject: offerWithdrawnSubject(subjectText(row.title)),
    ...(await renderMail(
      createElement(OfferWithdrawnMail, {
        name: customer.name,
        title: row.title,
        reason: row.withdrawnReason,
        offersUrl: offersLink(shopUrl),
        contactUrl: mailLinks.contact(shopUrl),
        shopUrl,
      }),
    )),
  });
}
