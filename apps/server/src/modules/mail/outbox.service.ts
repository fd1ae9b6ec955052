import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** One email, rendered, ready for the outbox. */
export interface OutgoingMail {
  /**
   * One message per event and recipient (e.g. `order-paid:<orderId>:customer`): a second enqueue
   * with the same key changes nothing, so a retried request or a replayed webhook never mails twice.
   */
  dedupeKey: string;
  /** What the message is, for the back-office list: 'welcome', 'order-confirmation', ... */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /**
   * For a message whose link opens an account: what the link is for (a reset token row's id). The
   * parts carry the kind's placeholder instead of the link, and the sender makes the link when it
   * sends (modules/mail/send-time-secrets.ts, decision 0072).
   */
  secretRef?: string;
}

/**
 * Writes the message to the outbox. Call it with the transaction of the change that causes the
 * message (paid order, status change, request, reset), so both commit or neither does; the sender
 * loop delivers it later. Answers false when a message with this key already exists.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<boolean> {
  return (await enqueueMails(tx, [mail])) > 0;
}

const toRow = (mail: OutgoingMail, now: Date) => ({
  dedupeKey: mail.dedupeKey,
  kind: mail.kind,
  toAddress: mail.to,
  subject: mail.subject,
  html: mail.html,
  textBody: mail.text,
  headers: mail.headers ?? {},
  secretRef: mail.secretRef ?? null,
  // Due from the process's own clock, not the database's `now()`: the sender compares with a
  // JavaScript Date (whole milliseconds), and a microsecond `now()` a fraction of a millisecond
  // ahead of it made a message enqueued just before a run wait for the next tick.
  nextAttemptAt: now,
});

/** Rows per INSERT: a newsletter to thousands goes in a few statements, each well under the bind limit. */
const BATCH = 200;

/**
 * Several messages at once (a newsletter), in batches, with the same de-duplication as
 * `enqueueMail`; answers how many were new.
 */
export async function enqueueMails(tx: Db, mails: readonly OutgoingMail[]): Promise<number> {
  let added = 0;
  const now = new Date();
  for (let start = 0; start < mails.length; start += BATCH) {
    const inserted = await tx
      .insert(mailOutbox)
      .values(mails.slice(start, start + BATCH).map((mail) => toRow(mail, now)))
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id });
    added += inserted.length;
  }
  return added;
}

/**
 * Withdraws the messages of `kinds` still waiting for `to` (pending, not leased by a sender), so a
 * withdrawn consent holds at once: nothing already queued goes out (decision 0105). Answers how many.
 */
export async function withdrawQueuedMail(
  tx: Db,
  to: string,
  kinds: readonly string[],
): Promise<number> {
  if (kinds.length === 0) return 0;
  const withdrawn = await tx
    .delete(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.toAddress}) = lower(${to})`,
        inArray(mailOutbox.kind, [...kinds]),
        eq(mailOutbox.status, 'pending'),
      ),
    )
    .returning({ id: mailOutbox.id });
  return withdrawn.length;
}
