import { randomUUID } from 'node:crypto';
import {
  ADMIN_SUBSCRIBER_PAGE_SIZE,
  type AdminSubscriberListParams,
  type AdminSubscriberListResponse,
  type Newsletter,
  type NewsletterInput,
  type NewsletterPreview,
} from '@artshop/shared';
import { and, asc, count, desc, isNotNull, sql } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client';
import {
  newsletterSubscribers,
  newsletters,
  type NewsletterRow,
  type NewsletterSubscriberRow,
} from '../../db/schema';
import { enqueueMails } from '../mail/outbox.service';
import { renderMail } from '../mail/render';
import { NewsletterIssueMail } from '../mail/templates/newsletter-issue';
import { toCsv } from './csv';
import { onTheList, unsubscribeHeaders, unsubscribePageUrl } from './subscribers';
import { likeContains } from '../../lib/like-contains';

/**
 * The back-office's list holds the addresses that confirmed at least once (decision 0074): a
 * sign-up still waiting for its confirmation is nobody's subscription yet.
 */
const everConfirmed = isNotNull(newsletterSubscribers.confirmedAt);

function toSubscriber(row: NewsletterSubscriberRow) {
  return {
    id: row.id,
    email: row.email,
    // The time of consent: the latest confirmation (the sign-up itself before decision 0074).
    subscribedAt: (row.confirmedAt ?? row.createdAt).toISOString(),
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** `GET /api/admin/newsletter/subscribers`: one page, newest first, with the list's counts. */
export async function listSubscribers(
  db: Db,
  { q, page }: AdminSubscriberListParams,
): Promise<AdminSubscriberListResponse> {
  const where = and(
    everConfirmed,
    q ? sql`lower(${newsletterSubscribers.email}) like lower(${likeContains(q)})` : undefined,
  );
  const pageSize = ADMIN_SUBSCRIBER_PAGE_SIZE;
  const [rows, [matching], [counts]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.confirmedAt), desc(newsletterSubscribers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
    db
      .select({
        active: sql<number>`count(*) filter (where ${onTheList})`.mapWith(Number),
        unsubscribed: sql<number>`count(*) filter (where not ${onTheList})`.mapWith(Number),
      })
      .from(newsletterSubscribers)
      .where(everConfirmed),
  ]);
  return {
    subscribers: rows.map(toSubscriber),
    total: matching?.n ?? 0,
    active: counts?.active ?? 0,
    unsubscribed: counts?.unsubscribed ?? 0,
    page,
    pageSize,
  };
}

/** `GET /api/admin/newsletter/subscribers.csv`: the active subscribers, oldest first. */
export async function subscribersCsv(db: Db): Promise<string> {
  const rows = await db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(onTheList)
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
  return toCsv([
    ['Email', 'Subscribed at'],
    ...rows.map((row) => [row.email, row.confirmedAt?.toISOString() ?? '']),
  ]);
}

/** The newsletter as a recipient with this unsubscribe page gets it. */
function renderIssue(input: NewsletterInput, siteUrl: string, unsubscribeUrl: string) {
  return renderMail(
    createElement(NewsletterIssueMail, { ...input, unsubscribeUrl, shopUrl: siteUrl }),
  );
}

/** `POST /api/admin/newsletter/preview`: the email with a stand-in unsubscribe link. */
export function previewNewsletter(
  input: NewsletterInput,
  siteUrl: string,
): Promise<NewsletterPreview> {
  return renderIssue(input, siteUrl, unsubscribePageUrl(siteUrl, 'preview'));
}

function toNewsletter(row: NewsletterRow): Newsletter {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    recipients: row.recipients,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * `POST /api/admin/newsletter`: stores the newsletter and queues one message per active subscriber
 * in one transaction, so either everyone on the list at that moment is queued or nobody is. Each
 * message carries the recipient's own unsubscribe link and headers; its dedupe key
 * (`newsletter:<newsletterId>:<subscriberId>`) means one newsletter reaches an address at most once.
 * Sending the same text again is a new newsletter by intent (a new id), not a retry.
 */
export async function sendNewsletter(
  db: Db,
  input: NewsletterInput,
  siteUrl: string,
  now = new Date(),
): Promise<Newsletter> {
  // Rendered once, before the transaction, with a random stand-in for the token; each recipient's
  // copy only swaps the stand-in for their token (tokens are URL-safe, so no escaping differs).
  const placeholder = `unsubscribe-${randomUUID()}`;
  const template = await renderIssue(input, siteUrl, unsubscribePageUrl(siteUrl, placeholder));
  const personal = (text: string, token: string) => text.split(placeholder).join(token);

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletters)
      .values({ ...input, sentAt: now, createdAt: now })
      .returning();
    if (!created) throw new Error('newsletter insert returned no row');
    const recipients = await tx
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        token: newsletterSubscribers.unsubscribeToken,
      })
      .from(newsletterSubscribers)
      // Confirmed addresses only (decision 0074): a sign-up nobody confirmed gets no newsletter.
      .where(onTheList)
      .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
    const queued = await enqueueMails(
      tx,
      recipients.map((recipient) => ({
        dedupeKey: `newsletter:${created.id}:${recipient.id}`,
        kind: 'newsletter',
        to: recipient.email,
        subject: input.subject,
        html: personal(template.html, recipient.token),
        text: personal(template.text, recipient.token),
        headers: unsubscribeHeaders(siteUrl, recipient.token),
      })),
    );
    const [sent] = await tx
      .update(newsletters)
      .set({ recipients: queued })
      .where(sql`${newsletters.id} = ${created.id}`)
      .returning();
    return toNewsletter(sent ?? created);
  });
}

/** `GET /api/admin/newsletter`: the latest sent newsletters, newest first (a screenful, not an archive). */
export async function listNewsletters(db: Db): Promise<Newsletter[]> {
  const rows = await db
    .select()
    .from(newsletters)
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
    .limit(200);
  return rows.map(toNewsletter);
}
