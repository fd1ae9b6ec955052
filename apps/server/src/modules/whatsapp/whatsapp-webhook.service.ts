import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { whatsappOutbox } from '../../db/schema';
import { hmacSha256Hex, signatureMatches } from '../../payment-providers/signature';

/**
 * Meta's webhook for the shop's WhatsApp number (docs/whatsapp.md): each call is signed with the
 * app secret (X-Hub-Signature-256 over the raw body); it reports the statuses of the messages we
 * sent and the messages customers send us, of which STOP withdraws their consent.
 */

/** `sha256=<hex>` of the raw body with WHATSAPP_APP_SECRET; without a secret, nothing passes. */
export function whatsappSignatureValid(
  appSecret: string | null,
  rawBody: Buffer,
  header: unknown,
): boolean {
  if (!appSecret || typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  return signatureMatches(hmacSha256Hex(appSecret, rawBody), header.slice('sha256='.length));
}

/** How far a message got: a status only ever moves forward, so a repeated event changes nothing. */
const progress = ['sent', 'delivered', 'read'] as const;
type Progress = (typeof progress)[number];

interface StatusEvent {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: { code?: unknown; title?: unknown; message?: unknown }[];
}

interface InboundMessage {
  from?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  button?: { text?: unknown; payload?: unknown };
}

interface WebhookBody {
  entry?: { changes?: { value?: { statuses?: StatusEvent[]; messages?: InboundMessage[] } }[] }[];
}

/** The words that withdraw a customer's consent when sent to the shop's number. */
const STOP_WORDS = new Set(['STOP']);

/** The event's time (Unix seconds as text), or now when it has none. */
function eventTime(timestamp: unknown, now: Date): Date {
  const seconds = typeof timestamp === 'string' ? Number(timestamp) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now;
}

function failureReason(errors: StatusEvent['errors']): string {
  const [first] = errors ?? [];
  const code = first?.code !== undefined ? `(#${String(first.code)}) ` : '';
  const title = typeof first?.title === 'string' ? first.title : 'no reason given';
  return `WhatsApp could not deliver it: ${code}${title}`;
}

/** One status on its outbox row: forward only; a failure once, with Meta's code and title. */
async function applyStatus(db: Db, event: StatusEvent, now: Date): Promise<boolean> {
  if (typeof event.id !== 'string' || typeof event.status !== 'string') return false;
  const at = eventTime(event.timestamp, now);
  const mine = eq(whatsappOutbox.messageId, event.id);
  if (event.status === 'failed') {
    const changed = await db
      .update(whatsappOutbox)
      .set({ status: 'failed', lastError: failureReason(event.errors), statusAt: at })
      .where(and(mine, inArray(whatsappOutbox.status, ['sent', 'delivered'])))
      .returning({ id: whatsappOutbox.id });
    return changed.length > 0;
  }
  const rank = progress.indexOf(event.status as Progress);
  if (rank < 0) return false;
  const changed = await db
    .update(whatsappOutbox)
    .set({ status: progress[rank], statusAt: at })
    .where(and(mine, inArray(whatsappOutbox.status, progress.slice(0, rank))))
    .returning({ id: whatsappOutbox.id });
  return changed.length > 0;
}

/** The sender's number of an inbound STOP, or null for any other message. */
function stopSender(message: InboundMessage): string | null {
  if (typeof message.from !== 'string' || !/^\d{8,15}$/.test(message.from)) return null;
  const words =
    message.type === 'text'
      ? message.text?.body
      : message.type === 'button'
        ? (message.button?.text ?? message.button?.payload)
        : undefined;
  if (typeof words !== 'string') return null;
  return STOP_WORDS.has(words.trim().toUpperCase()) ? message.from : null;
}

/** What the upper module (users) does with a STOP: withdraws the number's consent, at once. */
export type WithdrawByNumber = (db: Db, whatsappNumber: string, now: Date) => Promise<number>;

export interface WebhookOutcome {
  statuses: number;
  stops: number;
}

/**
 * Applies a verified webhook body: statuses on their rows, STOPs through `withdraw`. A repeated
 * event finds nothing left to change.
 */
export async function applyWhatsappWebhook(
  db: Db,
  body: unknown,
  withdraw: WithdrawByNumber,
  now: Date = new Date(),
): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { statuses: 0, stops: 0 };
  const entries = (body as WebhookBody | null)?.entry;
  if (!Array.isArray(entries)) return outcome;
  for (const entry of entries) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      const value = change?.value;
      for (const event of Array.isArray(value?.statuses) ? value.statuses : []) {
        if (await applyStatus(db, event, now)) outcome.statuses += 1;
      }
      for (const message of Array.isArray(value?.messages) ? value.messages : []) {
        const from = stopSender(message);
        if (from) outcome.stops += await withdraw(db, from, now);
      }
    }
  }
  return outcome;
}
