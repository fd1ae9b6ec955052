import {
  ADMIN_CONTACT_PAGE_SIZE,
  adminContactMessages,
  type AdminContactListParams,
  type AdminContactListResponse,
  type ContactInput,
  type ContactMessage,
} from '@artshop/shared';
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client';
import { contactMessages, type ContactMessageRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { enqueueMail } from '../mail/outbox.service';
import { renderMail } from '../mail/render';
import { ContactNoticeMail, contactNoticeSubject } from '../mail/templates/contact-notice';
import { likeContains } from '../../lib/like-contains';

export interface ContactMailOptions {
  /** Where the notice goes (config.mail.shopEmail); undefined: the message is only stored. */
  shopEmail: string | undefined;
  /** The shop's public address (config.siteUrl), for the link to the Messages screen. */
  siteUrl: string;
}

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `POST /api/contact`: stores the message and, when the shop has an address, queues the notice to
 * it in the same transaction, so a stored message is always announced and never twice (the
 * dedupe key is the message's id). The notice's Reply-To is the visitor, so answering is one click.
 */
export async function createContactMessage(
  db: Db,
  input: ContactInput,
  { shopEmail, siteUrl }: ContactMailOptions,
): Promise<ContactMessage> {
  // Rendered before the transaction, so no lock is held while React works.
  const mail = shopEmail
    ? await renderMail(
        createElement(ContactNoticeMail, {
          ...input,
          messagesUrl: `${siteUrl}/admin/messages`,
          shopUrl: siteUrl,
        }),
      )
    : null;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning();
    if (!row) throw new Error('contact message insert returned no row');
    if (shopEmail && mail) {
      await enqueueMail(tx, {
        dedupeKey: `contact:${row.id}:shop`,
        kind: 'contact-notice',
        to: shopEmail,
        subject: contactNoticeSubject(input.subject),
        ...mail,
        headers: { 'Reply-To': input.email },
      });
    }
    return toContactMessage(row);
  });
}

/** Case-insensitive substring search over who wrote, their address, the subject and the text. */
function searchCondition(text: string): SQL | undefined {
  const pattern = sql`lower(${likeContains(text)})`;
  return or(
    ...[
      contactMessages.name,
      contactMessages.email,
      contactMessages.subject,
      contactMessages.message,
    ].map((column) => sql`lower(${column}) like ${pattern}`),
  );
}

/**
 * `GET /api/admin/contact-messages`: one page, newest first, searched and filtered in the
 * database, with the inbox's unread count for the sidebar-like figure on the screen.
 */
export async function listContactMessages(
  db: Db,
  { q, unread, page }: AdminContactListParams,
): Promise<AdminContactListResponse> {
  const where = and(
    q ? searchCondition(q) : undefined,
    unread ? isNull(contactMessages.readAt) : undefined,
  );
  const pageSize = ADMIN_CONTACT_PAGE_SIZE;
  const [rows, [matching], [inbox]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return {
    messages: rows.map(toContactMessage),
    total: matching?.n ?? 0,
    unread: inbox?.n ?? 0,
    page,
    pageSize,
  };
}

/**
 * `PATCH /api/admin/contact-messages/{id}`: read or unread. Marking an already read message read
 * keeps the first reading time.
 */
export async function setContactMessageRead(
  db: Db,
  id: string,
  read: boolean,
  now = new Date(),
): Promise<ContactMessage> {
  if (!isUuid(id)) throw httpError(404, adminContactMessages.notFound);
  const readAt = read
    ? sql`coalesce(${contactMessages.readAt}, ${now.toISOString()}::timestamptz)`
    : null;
  const [row] = await db
    .update(contactMessages)
    .set({ readAt })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw httpError(404, adminContactMessages.notFound);
  return toContactMessage(row);
}
