import { createElement } from 'react';
import type { Db } from '../../../db/client';
import type { CustomArtRequestRow } from '../../../db/schema';
import { enqueueMail } from '../outbox.service';
import { renderMail } from '../render';
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

const fullName = (request: Pick<CustomArtRequestRow, 'firstName' | 'lastName'>) =>
  `${request.firstName} ${request.lastName}`.trim();

/** The day a request was sent, in India (the shop's time zone), e.g. '12 March 2026'. */
const requestDate = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(date);

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
  await enqueueMail(tx, {
    dedupeKey: `custom-art:${request.id}:received:requester`,
    kind: 'custom-art-received',
    to: request.email,
    subject: CUSTOM_ART_RECEIVED_SUBJECT,
    ...(await renderMail(
      createElement(CustomArtReceivedMail, {
        firstName: request.firstName,
        description: request.description,
        contactUrl: mailLinks.contact(shopUrl),
        shopUrl,
      }),
    )),
  });

  // No SHOP_EMAIL and no ADMIN_EMAIL: nobody to tell (docs/decisions/0044-transactional-messages.md).
  const shopEmail = settings.mail.shopEmail;
  if (!shopEmail) return;
  await enqueueMail(tx, {
    dedupeKey: `custom-art:${request.id}:received:shop`,
    kind: 'shop-new-custom-art',
    to: shopEmail,
    subject: newCustomArtRequestSubject(subjectText(fullName(request))),
    ...(await renderMail(
      createElement(NewCustomArtRequestMail, {
        name: fullName(request),
        email: request.email,
        phone: request.phone,
        description: request.description,
        adminCustomArtUrl: mailLinks.adminCustomArt(shopUrl),
        shopUrl,
      }),
    )),
  });
}

/**
 * The admin marked the request completed, in that transaction. Once per request: a request set
 * back to pending and completed again (a slip corrected) is not announced twice.
 */
export async function queueCustomArtCompleted(
  tx: Db,
  settings: NotificationSettings,
  request: CustomArtRequestRow,
): Promise<void> {
  const shopUrl = settings.siteUrl;
  await enqueueMail(tx, {
    dedupeKey: `custom-art:${request.id}:completed:requester`,
    kind: 'custom-art-completed',
    to: request.email,
    subject: CUSTOM_ART_COMPLETED_SUBJECT,
    ...(await renderMail(
      createElement(CustomArtCompletedMail, {
        firstName: request.firstName,
        requestedOn: requestDate(request.createdAt),
        contactUrl: mailLinks.contact(shopUrl),
        shopUrl,
      }),
    )),
  });
}
