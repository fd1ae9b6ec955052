import {
  nationalMobileOf,
  resendableWhatsappStatuses,
  whatsappMessages,
  type AdminWhatsappMessage,
} from '@artshop/shared';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents, whatsappOutbox, type WhatsappOutboxRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';

/** The back-office list's length: the newest messages, as the Mail screen's first page. */
export const ADMIN_WHATSAPP_LIST_SIZE = 50;

function toAdmin(row: WhatsappOutboxRow): AdminWhatsappMessage {
  return {
    id: row.id,
    kind: row.kind,
    to: nationalMobileOf(row.toPhone),
    parameters: row.parameters,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    messageId: row.messageId,
    sentAt: row.sentAt?.toISOString() ?? null,
    statusAt: row.statusAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many customers have WhatsApp updates on now. */
export async function countOptedIn(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(consents)
    .where(and(eq(consents.purpose, 'whatsapp'), eq(consents.granted, true)));
  return row?.n ?? 0;
}

export async function listAdminWhatsapp(db: Db): Promise<AdminWhatsappMessage[]> {
  const rows = await db
    .select()
    .from(whatsappOutbox)
    .orderBy(desc(whatsappOutbox.createdAt), desc(whatsappOutbox.id))
    .limit(ADMIN_WHATSAPP_LIST_SIZE);
  return rows.map(toAdmin);
}

/**
 * 'Resend': a finished message back to pending now, attempts from zero (its consent is asked again
 * as it goes). A COD code's message is refused: only its email makes a new code (decision 0118).
 */
export async function resendAdminWhatsapp(db: Db, id: string): Promise<AdminWhatsappMessage> {
  const [row] = await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, id));
  if (!row) throw httpError(404, whatsappMessages.notFound);
  if (row.secretRef !== null) throw httpError(409, whatsappMessages.codeWithEmail);
  const [updated] = await db
    .update(whatsappOutbox)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
      lockedUntil: null,
      lastError: null,
      // A new send gets a new id from Meta; the old one's statuses no longer apply.
      messageId: null,
      statusAt: null,
      // The 24 hours of retries start again.
      createdAt: new Date(),
    })
    .where(
      and(
        eq(whatsappOutbox.id, id),
        inArray(whatsappOutbox.status, [...resendableWhatsappStatuses]),
        isNull(whatsappOutbox.secretRef),
      ),
    )
    .returning();
  if (!updated) throw httpError(409, whatsappMessages.notResendable);
  return toAdmin(updated);
}
