import { privacyMessages, type ConsentSource } from '@artshop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers, users, type UserRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { withdrawQueuedMail } from '../mail/outbox.service';
import { recordConsent } from '../users/consents.service';
import { NEWSLETTER_MAIL_KINDS } from './subscribers';

const sameEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`;

/**
 * The newsletter switch of My Account > Privacy (decision 0105). On: an account that confirmed its
 * address from its mailbox (decision 0076) joins the list at once, the switch itself being the
 * consent, so no second confirmation is asked; an unconfirmed account is asked to confirm first.
 * Off: the address leaves the list and every newsletter message still queued for it is withdrawn,
 * in one transaction, so nothing more is sent. Both are recorded as the account's consent.
 */
export async function setNewsletterConsent(
  db: Db,
  user: UserRow,
  granted: boolean,
  source: ConsentSource,
  now = new Date(),
): Promise<void> {
  if (granted && !user.emailVerifiedAt) throw httpError(400, privacyMessages.verifyEmailFirst);
  await db.transaction(async (tx) => {
    if (granted) {
      await tx
        .insert(newsletterSubscribers)
        .values({ email: user.email, confirmedAt: now, createdAt: now })
        .onConflictDoNothing();
      await tx
        .update(newsletterSubscribers)
        .set({
          confirmedAt: now,
          unsubscribedAt: null,
          confirmTokenHash: null,
          confirmExpiresAt: null,
        })
        .where(sameEmail(user.email));
    } else {
      await tx
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: now })
        .where(and(sameEmail(user.email), isNull(newsletterSubscribers.unsubscribedAt)));
      // A confirmation link sent earlier stops working too: the owner's latest word is 'no'.
      await tx
        .update(newsletterSubscribers)
        .set({ confirmTokenHash: null, confirmExpiresAt: null })
        .where(sameEmail(user.email));
      await withdrawQueuedMail(tx, user.email, NEWSLETTER_MAIL_KINDS);
    }
    await tx
      .update(users)
      .set({ isSubscribed: granted, updatedAt: now })
      .where(eq(users.id, user.id));
    await recordConsent(tx, { userId: user.id, purpose: 'newsletter', granted, source, now });
  });
}
