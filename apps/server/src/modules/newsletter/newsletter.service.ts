import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  NEWSLETTER_CONFIRM_LINK_DAYS,
  NEWSLETTER_SIGNUP_EMAIL_MINUTES,
  newsletterConfirmMessages,
  unsubscribeMessages,
  type UnsubscribeStatus,
} from '@artshop/shared';
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client';
import { newsletterSubscribers, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { enqueueMail, withdrawQueuedMail } from '../mail/outbox.service';
import { recordConsent } from '../users/consents.service';
import { renderMail } from '../mail/render';
import type { SendTimeSecret } from '../mail/send-time-secrets';
import {
  NEWSLETTER_CONFIRMATION_SUBJECT,
  NEWSLETTER_ON_LIST_SUBJECT,
  NewsletterConfirmationMail,
  NewsletterOnListMail,
} from '../mail/templates/newsletter-confirmation';
import {
  confirmPageUrl,
  NEWSLETTER_MAIL_KINDS,
  offTheList,
  onTheList,
  unsubscribePageUrl,
} from './subscribers';

/**
 * Double opt-in (docs/decisions/0074-newsletter-double-opt-in.md): a sign-up is a request that
 * the address's owner confirms from the mailbox. The confirmation link's token is made by the mail
 * sender when it sends the email (decision 0072's send-time secrets); only its sha256 is stored.
 */

export const NEWSLETTER_CONFIRM_LINK_MS = NEWSLETTER_CONFIRM_LINK_DAYS * 24 * 60 * 60 * 1000;
export const NEWSLETTER_SIGNUP_EMAIL_MS = NEWSLETTER_SIGNUP_EMAIL_MINUTES * 60 * 1000;
const TOKEN_BYTES = 32;

/** What the stored confirmation email has where the token goes; the back-office shows it so. */
export const CONFIRM_TOKEN_PLACEHOLDER = 'token=REDACTED';

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const sameEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`;

/**
 * The confirmation email's link, made by the mail sender for each attempt: a new token whose hash
 * replaces the row's, so only the newest email's link works, for 7 days from its sending. Null
 * (the email is not sent) when the address is on the list by now, its sign-up is older than a
 * link lives, or the row is gone.
 */
export const newsletterConfirmLinkSecret: SendTimeSecret = {
  placeholder: CONFIRM_TOKEN_PLACEHOLDER,
  issue: async (db, subscriberId, at) => {
    if (!isUuid(subscriberId)) return null;
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const [issued] = await db
      .update(newsletterSubscribers)
      .set({
        confirmTokenHash: hashConfirmToken(token),
        confirmExpiresAt: new Date(at.getTime() + NEWSLETTER_CONFIRM_LINK_MS),
      })
      .where(
        and(
          eq(newsletterSubscribers.id, subscriberId),
          offTheList,
          gt(
            newsletterSubscribers.signupEmailAt,
            new Date(at.getTime() - NEWSLETTER_CONFIRM_LINK_MS),
          ),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    return issued ? `token=${token}` : null;
  },
};

export interface SubscribeOptions {
  /** The shop's public address (config.siteUrl), for the links in the emails. */
  siteUrl: string;
  now?: Date;
}

const claimed = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  unsubscribeToken: newsletterSubscribers.unsubscribeToken,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

/**
 * The address's row, when this sign-up may email it: a new address (inserted, not on the list), or
 * a known one whose last sign-up email is over an hour old (that time is taken in the same
 * statement, so of two sign-ups at once only one emails). Null: the address was emailed within the
 * hour, and this sign-up sends nothing.
 */
async function claimSignupEmail(db: Db, email: string, now: Date) {
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({ email, signupEmailAt: now, createdAt: now })
    // The only unique keys besides the id are lower(email), the random token and the link's hash.
    .onConflictDoNothing()
    .returning(claimed);
  if (inserted) return inserted;
  const [known] = await db
    .update(newsletterSubscribers)
    .set({ signupEmailAt: now })
    .where(
      and(
        sameEmail(email),
        or(
          isNull(newsletterSubscribers.signupEmailAt),
          lte(
            newsletterSubscribers.signupEmailAt,
            new Date(now.getTime() - NEWSLETTER_SIGNUP_EMAIL_MS),
          ),
        ),
      ),
    )
    .returning(claimed);
  return known ?? null;
}

/**
 * `POST /api/user/subscribe`. Nothing a stranger can see depends on the address: the caller
 * answers with one message, and every sign-up renders both emails and runs the same statements.
 * What it does, by the address's state:
 *
 * - new, waiting for its confirmation, or unsubscribed: a confirmation email (the link is made
 *   when it is sent); the address is not on the list, and stays off it, until the link is used;
 * - on the list: an email saying so, with the unsubscribe link; nothing changes;
 * - emailed by a sign-up within the hour: nothing is sent (one email an hour, however many
 *   sign-ups name the address).
 *
 * A matching account whose address is on the list is marked subscribed (an account made after
 * its owner subscribed). Sign-ups never confirmed are deleted once their link is dead.
 */
export async function subscribe(
  db: Db,
  email: string,
  { siteUrl, now = new Date() }: SubscribeOptions,
): Promise<void> {
  // Each recipient's note swaps this random stand-in for their own unsubscribe token.
  const standIn = `unsubscribe-${randomUUID()}`;
  const [confirmation, onList] = await Promise.all([
    renderMail(
      createElement(NewsletterConfirmationMail, {
        confirmUrl: confirmPageUrl(siteUrl, CONFIRM_TOKEN_PLACEHOLDER),
        shopUrl: siteUrl,
      }),
    ),
    renderMail(
      createElement(NewsletterOnListMail, {
        unsubscribeUrl: unsubscribePageUrl(siteUrl, standIn),
        shopUrl: siteUrl,
      }),
    ),
  ]);

  await db.transaction(async (tx) => {
    await tx
      .delete(newsletterSubscribers)
      .where(
        and(
          isNull(newsletterSubscribers.confirmedAt),
          lte(
            newsletterSubscribers.signupEmailAt,
            new Date(now.getTime() - NEWSLETTER_CONFIRM_LINK_MS),
          ),
          or(
            isNull(newsletterSubscribers.confirmExpiresAt),
            lte(newsletterSubscribers.confirmExpiresAt, now),
          ),
        ),
      );
    const row = await claimSignupEmail(tx, email, now);
    // Only an account that confirmed this address shows the list's state (decision 0076).
    await tx
      .update(users)
      .set({ isSubscribed: true, updatedAt: now })
      .where(
        and(
          sql`lower(${users.email}) = lower(${email})`,
          eq(users.isSubscribed, false),
          isNotNull(users.emailVerifiedAt),
          sql`exists (select 1 from ${newsletterSubscribers} where ${and(sameEmail(email), onTheList)})`,
        ),
      );
    if (!row) return;
    if (row.confirmedAt !== null && row.unsubscribedAt === null) {
      const personal = (text: string) => text.split(standIn).join(row.unsubscribeToken);
      await enqueueMail(tx, {
        dedupeKey: `newsletter-on-list:${row.id}:${now.getTime()}`,
        kind: 'newsletter-on-list',
        to: row.email,
        subject: NEWSLETTER_ON_LIST_SUBJECT,
        html: personal(onList.html),
        text: personal(onList.text),
      });
      return;
    }
    await enqueueMail(tx, {
      dedupeKey: `newsletter-confirmation:${row.id}:${now.getTime()}`,
      kind: 'newsletter-confirmation',
      to: row.email,
      subject: NEWSLETTER_CONFIRMATION_SUBJECT,
      ...confirmation,
      secretRef: row.id,
    });
  });
}

/**
 * `POST /api/newsletter/confirm`: the address joins the list (again), with now as the time of
 * consent, and a matching account is marked subscribed. The link works once: the conditional
 * update clears its hash, so of two confirmations with one token only one gets the row. A used,
 * expired or unknown token is a 400.
 */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(newsletterSubscribers)
      .set({
        confirmedAt: now,
        unsubscribedAt: null,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      })
      .where(
        and(
          eq(newsletterSubscribers.confirmTokenHash, hashConfirmToken(token)),
          gt(newsletterSubscribers.confirmExpiresAt, now),
        ),
      )
      .returning({ email: newsletterSubscribers.email });
    if (!confirmed) throw httpError(400, newsletterConfirmMessages.invalidToken);
    const accounts = await tx
      .update(users)
      .set({ isSubscribed: true, updatedAt: now })
      // Following the link proves the mailbox, so the account with this address shows it.
      .where(
        sql`lower(${users.email}) = lower(${confirmed.email}) and ${users.isSubscribed} = false`,
      )
      .returning({ id: users.id });
    // The time of consent is the confirmation's (decision 0105).
    for (const account of accounts) {
      await recordConsent(tx, {
        userId: account.id,
        purpose: 'newsletter',
        granted: true,
        source: 'newsletter-confirmation',
        now,
      });
    }
  });
}

/**
 * An account that has just confirmed its address shows the list's state for it (decision 0076):
 * subscribed when the address is on the list. Handed to auth's confirmation through app.ts.
 */
export async function showSubscriptionOfConfirmedAccount(
  tx: Db,
  account: { id: string; email: string },
): Promise<void> {
  await tx
    .update(users)
    .set({
      isSubscribed: sql`exists (select 1 from ${newsletterSubscribers} where ${and(sameEmail(account.email), onTheList)})`,
    })
    .where(eq(users.id, account.id));
}

async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  if (!row) throw httpError(404, unsubscribeMessages.unknownToken);
  return row;
}

/**
 * `GET /api/newsletter/unsubscribe`: what the link is for, changing nothing. Mail scanners and
 * link previews fetch every link of an email; a GET that unsubscribed would unsubscribe people who
 * never clicked (RFC 8058 asks for the POST for this reason).
 */
export async function unsubscribeStatus(db: Db, token: string): Promise<UnsubscribeStatus> {
  const row = await findByToken(db, token);
  return { email: row.email, unsubscribed: row.unsubscribedAt !== null };
}

/**
 * `POST /api/newsletter/unsubscribe` (RFC 8058 one-click, no sign-in): no newsletter reaches the
 * address any more, and a matching account shows the footer form again. Unsubscribing twice is
 * the same as once; the first time is kept. A confirmation link sent since (someone signed the
 * address up again) stops working too: the owner's latest word is to stay off the list. 404 for
 * a token nobody has.
 */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<void> {
  const row = await findByToken(db, token);
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: now })
      .where(
        and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.unsubscribedAt)),
      );
    await tx
      .update(newsletterSubscribers)
      .set({ confirmTokenHash: null, confirmExpiresAt: null })
      .where(eq(newsletterSubscribers.id, row.id));
    const accounts = await tx
      .update(users)
      .set({ isSubscribed: false, updatedAt: now })
      .where(sql`lower(${users.email}) = lower(${row.email}) and ${users.isSubscribed} = true`)
      .returning({ id: users.id });
    // The withdrawal holds at once: a newsletter still queued for the address is not sent, and
    // the account's consent record says when and how it was withdrawn (decision 0105).
    await withdrawQueuedMail(tx, row.email, NEWSLETTER_MAIL_KINDS);
    for (const account of accounts) {
      await recordConsent(tx, {
        userId: account.id,
        purpose: 'newsletter',
        granted: false,
        source: 'unsubscribe-link',
        now,
      });
    }
  });
}
