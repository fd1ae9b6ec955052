import type { WhatsappKind } from '@artshop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents, whatsappOutbox } from '../../db/schema';

/**
 * The WhatsApp outbox's writing side (decision 0116): a message is queued in the transaction of the
 * change that causes it, and only for a customer whose WhatsApp consent is granted now; the sender
 * asks again when it sends (decision 0105), so a withdrawal holds at once.
 */

/** One template message, ready for the outbox. */
export interface OutgoingWhatsapp {
  /** One message per event and recipient: the email's key with `:whatsapp`. */
  dedupeKey: string;
  kind: WhatsappKind;
  userId: string;
  /** The template's body parameters, in order (docs/whatsapp.md). */
  parameters: string[];
  /** A COD order's id: the code is put in when its email is sent (decision 0118). */
  secretRef?: string;
}

/**
 * The number a customer's granted WhatsApp consent was given for (international form), or null
 * when it is not granted. Read from `consents` (decision 0105) by the channel itself.
 */
export async function whatsappNumberWithConsent(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ granted: consents.granted, phone: consents.phone })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, 'whatsapp')))
    .limit(1);
  return row?.granted && row.phone ? row.phone : null;
}

/**
 * Writes the message to the WhatsApp outbox in `tx` when its customer asked for WhatsApp updates;
 * answers false when they did not, or when a message with this key was already queued.
 */
export async function queueWhatsapp(tx: Db, message: OutgoingWhatsapp): Promise<boolean> {
  const to = await whatsappNumberWithConsent(tx, message.userId);
  if (!to) return false;
  const inserted = await tx
    .insert(whatsappOutbox)
    .values({
      dedupeKey: message.dedupeKey,
      kind: message.kind,
      userId: message.userId,
      toPhone: to,
      parameters: message.parameters,
      secretRef: message.secretRef ?? null,
      // The process's clock, as the mail outbox (its sender compares with a JavaScript Date).
      nextAttemptAt: new Date(),
    })
    .onConflictDoNothing({ target: whatsappOutbox.dedupeKey })
    .returning({ id: whatsappOutbox.id });
  return inserted.length > 0;
}

/**
 * Deletes the customer's messages still waiting (pending, not leased by a sender), in the
 * transaction of the withdrawal: nothing queued goes out (decision 0105). Answers how many.
 */
export async function withdrawQueuedWhatsapp(tx: Db, userId: string): Promise<number> {
  const withdrawn = await tx
    .delete(whatsappOutbox)
    .where(and(eq(whatsappOutbox.userId, userId), eq(whatsappOutbox.status, 'pending')))
    .returning({ id: whatsappOutbox.id });
  return withdrawn.length;
}
