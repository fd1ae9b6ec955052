import {
  ADMIN_MAIL_PAGE_SIZE,
  adminMailMessages,
  resendableMailStatuses,
  type AdminMailDetail,
  type AdminMailListParams,
  type AdminMailListResponse,
  type AdminMailSummary,
  type WithheldLink,
} from '@artshop/shared';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, type MailOutboxRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { likeContains } from '../../lib/like-contains';

function toSummary(row: MailOutboxRow): AdminMailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

/**
 * How the detail reads for this server: whether kept messages' links go to its log (development
 * without SMTP_URL; decision 0072).
 */
export interface AdminMailView {
  keptLinksLogged: boolean;
}

/**
 * Where a message's link is, when it carries one made at send time: the stored parts show only
 * the placeholder, never a working link (decision 0072).
 */
function withheldLinkOf(row: MailOutboxRow, view: AdminMailView): WithheldLink | null {
  if (row.secretRef === null) return null;
  return row.status === 'kept' && view.keptLinksLogged ? 'server-log' : 'sent-only';
}

function toDetail(row: MailOutboxRow, view: AdminMailView): AdminMailDetail {
  return {
    ...toSummary(row),
    html: row.html,
    text: row.textBody,
    headers: row.headers,
    withheldLink: withheldLinkOf(row, view),
  };
}

/** Case-insensitive substring of the recipient or the subject. */
function searchCondition(text: string): SQL | undefined {
  const pattern = likeContains(text.toLowerCase());
  return or(
    sql`lower(${mailOutbox.toAddress}) like ${pattern}`,
    sql`lower(${mailOutbox.subject}) like ${pattern}`,
  );
}

/**
 * One page of the outbox for the back-office, newest first (the (created_at, id) index), searched
 * by recipient or subject and filtered by status. The list leaves out the parts; the detail has them.
 */
export async function listAdminMail(
  db: Db,
  { status, q, page }: AdminMailListParams,
  delivery: AdminMailListResponse['delivery'],
): Promise<AdminMailListResponse> {
  const where = and(
    status ? eq(mailOutbox.status, status) : undefined,
    q ? searchCondition(q) : undefined,
  );
  const pageSize = ADMIN_MAIL_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { messages: rows.map(toSummary), total: counted?.n ?? 0, page, pageSize, delivery };
}

/** One message with its HTML and text parts; 404 when there is none (or the id is malformed). */
export async function getAdminMail(
  db: Db,
  id: string,
  view: AdminMailView,
): Promise<AdminMailDetail> {
  if (!isUuid(id)) throw httpError(404, adminMailMessages.notFound);
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw httpError(404, adminMailMessages.notFound);
  return toDetail(row, view);
}

/**
 * Puts a failed, sent or kept message back in the queue, due now, with a fresh count of attempts
 * (the sender's retry limits start over). The status check sits in the UPDATE, so a message the
 * sender holds at this moment is never reset under it: 409, it is on its way already.
 */
export async function resendAdminMail(db: Db, id: string, view: AdminMailView, now = new Date()) {
  if (!isUuid(id)) throw httpError(404, adminMailMessages.notFound);
  const [row] = await db
    .update(mailOutbox)
    .set({
      status: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: now,
      lockedUntil: null,
      sentAt: null,
    })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, [...resendableMailStatuses])))
    .returning();
  if (row) return toDetail(row, view);
  await getAdminMail(db, id, view); // 404 when unknown
  throw httpError(409, adminMailMessages.notResendable);
}
