import { shortOrderId } from '@artshop/shared';
import { createElement, type ReactElement } from 'react';
import type { Db } from '../../../db/client';
import type { CustomArtRequestRow } from '../../../db/schema';
import {
  CustomArtCompletedMail,
  CUSTOM_ART_COMPLETED_SUBJECT,
} from '../templates/custom-art-completed';
import {
  CustomArtReceivedMail,
  CUSTOM_ART_RECEIVED_SUBJECT,
} from '../templates/custom-art-received';
import { NewCustomArtRequestMail, newCustomArtRequestSubject } from '../templates/shop-notices';
import { mailLinks, subjectText, type NotificationSettings } from './notification-settings';
import { queueMail } from './queue-mail';
import { resolveShopEmail } from '../shop-email';

const fullName = (request: Pick<CustomArtRequestRow, 'firstName' | 'lastName'>) =>
  `${request.firstName} ${request.lastName}`.trim();

/** The day a request was sent, in India (the shop's time zone), e.g. '12 March 2026'. */
const requestDate = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(date);

/**
 * What every message to a requester names and links to: the request's reference (its id's last 8
 * characters, as orders are shown) and nothing the requester typed (CustomArtReceivedMail).
 */
const requesterProps = (request: CustomArtRequestRow, shopUrl: string) => ({
  reference: `#${shortOrderId(request.id)}`,
  contactUrl: mailLinks.contact(shopUrl),
  shopUrl,
});

const requesterSubjects = {
  received: CUSTOM_ART_RECEIVED_SUBJECT,
  completed: CUSTOM_ART_COMPLETED_SUBJECT,
};

/** A message to the person who sent `request`, once per request and `event`. */
async function queueToRequester(
  tx: Db,
  request: CustomArtRequestRow,
  event: keyof typeof requesterSubjects,
  template: ReactElement,
): Promise<void> {
  await queueMail(
    tx,
    {
      dedupeKey: `custom-art:${request.id}:${event}:requester`,
      kind: `custom-art-${event}`,
      to: request.email,
      subject: requesterSubjects[event],
    },
    template,
  );
}

/**
 * A new custom art request, in the transaction that stores it: 'received' to the requester and
 * 'new custom art request' to the shop.
 */
export async function queueCustomArtRequestMessages(
  tx: Db,
  settings: NotificationSettings,
  request: CustomArtRequestRow,
): Promise<void> {
  const shopUrl = settings.siteUrl;
  await queueToRequester(
    tx,
    request,
    'received',
    createElement(CustomArtReceivedMail, requesterProps(request, shopUrl)),
  );

  // SHOP_EMAIL, ADMIN_EMAIL or the first admin (decision 0086); without any, nobody to tell.
  const shopEmail = await resolveShopEmail(tx, settings.mail.shopEmail);
  if (!shopEmail) return;
  await queueMail(
    tx,
    {
      dedupeKey: `custom-art:${request.id}:received:shop`,
      kind: 'shop-new-custom-art',
      to: shopEmail,
      subject: newCustomArtRequestSubject(subjectText(fullName(request))),
    },
    createElement(NewCustomArtRequestMail, {
      name: fullName(request),
      email: request.email,
      phone: request.phone,
      description: request.description,
      adminCustomArtUrl: mailLinks.adminCustomArt(shopUrl),
      shopUrl,
    }),
  );
}

/**
 * The admin marked the request completed, in that transaction. Once per request: a request set
 * back to pending and completed again (a slip corrected) is not announced twice.
 */
export const queueCustomArtCompleted = (
  tx: Db,
  settings: NotificationSettings,
  request: CustomArtRequestRow,
) =>
  queueToRequester(
    tx,
    request,
    'completed',
    createElement(CustomArtCompletedMail, {
      ...requesterProps(request, settings.siteUrl),
      requestedOn: requestDate(request.createdAt),
    }),
  );
