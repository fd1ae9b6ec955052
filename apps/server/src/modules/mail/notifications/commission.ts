import { createElement } from 'react';
import type { Db } from '../../../db/client';
import type { CustomArtRequestRow } from '../../../db/schema';
import { enqueueMail } from '../outbox.service';
import { renderMail } from '../render';
import { CommissionUpdateMail, commissionUpdateSubject } from '../templates/commission-update';
import { mailLinks, type NotificationSettings } from './notification-settings';

/** My Account opened on its requests tab (apps/web), where the customer follows a commission. */
export const myRequestsUrl = (siteUrl: string) => `${siteUrl}/my-account?tab=requests`;

/** Enough of the request's description to recognise it; the full text is in My Account. */
const DESCRIPTION_EXCERPT = 200;

const excerpt = (text: string) =>
  text.length > DESCRIPTION_EXCERPT ? `${text.slice(0, DESCRIPTION_EXCERPT - 1).trimEnd()}…` : text;

/**
 * The commission moved to `request.stage`, to the request's email, in the transaction of the move.
 * Once per request and stage: a step back and forward again (a slip corrected) announces nothing
 * twice. Answers whether a message was queued.
 */
export async function queueCommissionUpdate(
  tx: Db,
  settings: NotificationSettings,
  request: CustomArtRequestRow,
): Promise<boolean> {
  const shopUrl = settings.siteUrl;
  return enqueueMail(tx, {
    dedupeKey: `commission:${request.id}:${request.stage}:requester`,
    kind: 'commission-update',
    to: request.email,
    subject: commissionUpdateSubject(request.stage),
    ...(await renderMail(
      createElement(CommissionUpdateMail, {
        firstName: request.firstName,
        stage: request.stage,
        description: excerpt(request.description.trim()),
        requestsUrl: myRequestsUrl(shopUrl),
        contactUrl: mailLinks.contact(shopUrl),
        shopUrl,
      }),
    )),
  });
}
