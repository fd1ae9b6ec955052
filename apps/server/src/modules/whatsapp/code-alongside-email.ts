import { and, eq, lt, ne, or } from 'drizzle-orm';
import { whatsappOutbox } from '../../db/schema';
import { OUTBOX_LEASE_MS } from '../../lib/outbox-policy';
import { sendClaimed, type WhatsappSenderDeps } from './whatsapp-sender';

/**
 * A COD order's code on WhatsApp (decision 0118). The code is stored only as a hash, and each
 * sending of the code's email makes a new one (decision 0100), so WhatsApp cannot make its own:
 * the email's issuer hands the code it just made to this function, which sends the WhatsApp
 * message with the same code in the same step. Every new code goes out on both channels, so the
 * newest email and the newest WhatsApp message always carry the one code that works.
 * Never throws: the email goes whatever WhatsApp answers.
 */
export async function sendCodeAlongsideEmail(
  deps: WhatsappSenderDeps,
  orderId: string,
  placeholder: string,
  code: string,
  at: Date,
): Promise<void> {
  const { db, client } = deps;
  const lease = new Date(at.getTime() + OUTBOX_LEASE_MS);
  try {
    // Claimed whatever its state (a new code replaces the one sent before), unless another
    // process holds it right now.
    const [row] = await db
      .update(whatsappOutbox)
      .set(
        client
          ? { status: 'sending', lockedUntil: lease, nextAttemptAt: lease, attempts: 1 }
          : { status: 'kept', lockedUntil: null },
      )
      .where(
        and(
          eq(whatsappOutbox.secretRef, orderId),
          eq(whatsappOutbox.kind, 'cod-code'),
          or(ne(whatsappOutbox.status, 'sending'), lt(whatsappOutbox.lockedUntil, at)),
        ),
      )
      .returning();
    if (!row || !client) return;
    const parameters = row.parameters.map((part) => part.split(placeholder).join(code));
    const startedAt = Date.now();
    const clock = () => new Date(at.getTime() + (Date.now() - startedAt));
    // A failed send is not tried again on its own: a retry needs the code, and only the email's
    // next attempt makes a new one. `attempts: 1` above makes sendClaimed's backoff irrelevant.
    await sendClaimed({ ...deps, permanentFailures: true }, client, row, lease, parameters, clock);
  } catch (error) {
    deps.log?.warn({ err: error, orderId }, 'whatsapp: the COD code could not be sent');
  }
}
