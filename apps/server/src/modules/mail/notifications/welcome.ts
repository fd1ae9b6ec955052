import { createElement } from 'react';
import type { Db } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import { enqueueMail } from '../outbox.service';
import { renderMail } from '../render';
import { WelcomeMail, WELCOME_SUBJECT } from '../templates/welcome';
import { mailLinks, type NotificationSettings } from './notification-settings';

/** After sign-up, in the transaction that creates the account: one welcome per account. */
export async function queueWelcome(
  tx: Db,
  settings: NotificationSettings,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
): Promise<void> {
  const shopUrl = settings.siteUrl;
  await enqueueMail(tx, {
    dedupeKey: `welcome:${user.id}`,
    kind: 'welcome',
    to: user.email,
    subject: WELCOME_SUBJECT,
    ...(await renderMail(
      createElement(WelcomeMail, {
        name: user.name,
        shopUrl,
        paintingsUrl: mailLinks.paintings(shopUrl),
        stoneArtUrl: mailLinks.stoneArt(shopUrl),
      }),
    )),
  });
}
