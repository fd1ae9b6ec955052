import { eq } from 'drizzle-orm';
import { createElement, type ReactElement } from 'react';
import type { Db } from '../../../db/client';
import { offers, users } from '../../../db/schema';
import { OfferMadeMail, offerMadeSubject } from '../templates/offer-made';
import { OfferWithdrawnMail, offerWithdrawnSubject } from '../templates/offer-withdrawn';
import { mailLinks, subjectText, type NotificationSettings } from './notification-settings';
import { queueMail } from './queue-mail';
import { queueOfferWhatsapp } from '../../whatsapp/order-updates';

/** My Account opened on its 'Offers' tab (decision 0052). */
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

type OfferWithCustomer = NonNullable<Awaited<ReturnType<typeof offerWithCustomer>>>;

/** What every message to an offer's customer names and links to. */
const customerProps = ({ offer, customer }: OfferWithCustomer, shopUrl: string) => ({
  name: customer.name,
  title: offer.title,
  offersUrl: offersLink(shopUrl),
  contactUrl: mailLinks.contact(shopUrl),
  shopUrl,
});

type Compose = (
  offer: OfferWithCustomer['offer'],
  common: ReturnType<typeof customerProps>,
) => { subject: string; template: ReactElement };

/**
 * A message about an offer to its customer, in the caller's transaction, once per offer and
 * `event`: `compose` writes its subject and template. Nothing when the offer is gone.
 */
async function queueToCustomer(
  tx: Db,
  settings: NotificationSettings,
  offerId: string,
  event: 'made' | 'withdrawn',
  compose: Compose,
): Promise<void> {
  const found = await offerWithCustomer(tx, offerId);
  if (!found) return;
  const { offer, customer } = found;
  const { subject, template } = compose(offer, customerProps(found, settings.siteUrl));
  await queueMail(
    tx,
    {
      dedupeKey: `offer:${offer.id}:${event}`,
      kind: `offer-${event}`,
      to: customer.email,
      subject,
    },
    template,
  );
}

/**
 * The admin made an offer, in that transaction: the offer to its customer, by email and, when they
 * asked for it, on WhatsApp (decision 0116). Once per offer.
 */
export async function queueOfferMade(
  tx: Db,
  settings: NotificationSettings,
  offerId: string,
): Promise<void> {
  await queueOfferMadeMail(tx, settings, offerId);
  const found = await offerWithCustomer(tx, offerId);
  if (found) await queueOfferWhatsapp(tx, found.offer, indiaDateTime(found.offer.expiresAt));
}

const queueOfferMadeMail = (tx: Db, settings: NotificationSettings, offerId: string) =>
  queueToCustomer(tx, settings, offerId, 'made', (offer, common) => ({
    subject: offerMadeSubject(subjectText(offer.title)),
    template: createElement(OfferMadeMail, {
      ...common,
      pricePaise: offer.pricePaise,
      deliveryPaise: offer.deliveryPaise,
      note: offer.note,
      validUntil: indiaDateTime(offer.expiresAt),
    }),
  }));

/**
 * The shop withdrew an offer (the admin, or the painting's sale to another buyer), in that
 * transaction: a word to its customer with the reason. Once per offer.
 */
export const queueOfferWithdrawn = (tx: Db, settings: NotificationSettings, offerId: string) =>
  queueToCustomer(tx, settings, offerId, 'withdrawn', (offer, common) => ({
    subject: offerWithdrawnSubject(subjectText(offer.title)),
    template: createElement(OfferWithdrawnMail, { ...common, reason: offer.withdrawnReason }),
  }));
