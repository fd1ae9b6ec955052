import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  COD_CODE_TRIES,
  COD_CONFIRM_HOURS,
  codMessages,
  formatOrderNumber,
  orderMessages,
} from '@artshop/shared';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { startRepeatingTask, type RepeatingTask } from '../../lib/repeating-task';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { queueOrderPaidMessages } from '../mail/notifications/order-paid';
import { enqueueMail } from '../mail/outbox.service';
import { renderMail } from '../mail/render';
import type { SendTimeSecret } from '../mail/send-time-secrets';
import { CodConfirmationMail, codConfirmationSubject } from '../mail/templates/cod-confirmation';
import { queueCodCodeWhatsapp } from '../whatsapp/order-updates';

/**
 * A cash on delivery order is confirmed by its customer with a 6-digit code sent by email before
 * it can ship (decision 0100). The code is made by the mail sender when it sends the email (decision
 * 0072's send-time secrets): the outbox, the back-office and backups hold a placeholder, the order
 * only the code's sha256; it works until 24 hours after the order, for 5 tries, once.
 */

export const COD_CONFIRM_MS = COD_CONFIRM_HOURS * 60 * 60 * 1000;
/** The outbox kind of the code's email, which the sender's issuer is registered under. */
export const COD_CODE_KIND = 'cod-confirmation';
/** What the stored email has where the code goes. */
export const COD_CODE_PLACEHOLDER = 'CODE-REDACTED';

/** The code's hash, salted with the order's id so one code's hash says nothing about another. */
export function hashCodCode(orderId: string, code: string): string {
  return createHash('sha256').update(`${orderId}:${code}`).digest('hex');
}

/** The order may still be confirmed: COD, unpaid, not confirmed, not cancelled. */
const awaitingConfirmation = and(
  eq(orders.paymentMethod, 'cod'),
  eq(orders.paymentStatus, 'pending'),
  isNull(orders.codConfirmedAt),
  isNull(orders.cancelledAt),
);

/**
 * The code, made for each sending attempt: its hash replaces the order's, so only the newest
 * email's code works. Null (the email is not sent) once the order is confirmed, cancelled or past
 * its 24 hours.
 */
export const codCodeSecret: SendTimeSecret = {
  placeholder: COD_CODE_PLACEHOLDER,
  issue: async (db, orderId, at) => {
    if (!isUuid(orderId)) return null;
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const [issued] = await db
      .update(orders)
      .set({ codCodeHash: hashCodCode(orderId, code) })
      .where(and(eq(orders.id, orderId), awaitingConfirmation, gt(orders.codConfirmBy, at)))
      .returning({ id: orders.id });
    return issued ? code : null;
  },
};

/** The customer's page that takes the code (apps/web routes). */
export const codConfirmPath = (orderId: string) => `/checkout/confirm/${orderId}`;

/**
 * In the COD order's transaction: its 24 hours start, and the email with the code (made when it
 * is sent) is queued.
 */
export async function queueCodCode(
  tx: Db,
  settings: Pick<NotificationSettings, 'siteUrl'>,
  order: OrderRow,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ codConfirmBy: new Date(now.getTime() + COD_CONFIRM_MS) })
    .where(eq(orders.id, order.id));
  const number = formatOrderNumber(order.number);
  await enqueueMail(tx, {
    dedupeKey: `${COD_CODE_KIND}:${order.id}`,
    kind: COD_CODE_KIND,
    to: order.email,
    subject: codConfirmationSubject(number),
    ...(await renderMail(
      createElement(CodConfirmationMail, {
        name: order.name,
        number,
        totalPaise: order.totalPaise,
        code: COD_CODE_PLACEHOLDER,
        confirmUrl: `${settings.siteUrl}${codConfirmPath(order.id)}`,
        shopUrl: settings.siteUrl,
      }),
    )),
    secretRef: order.id,
  });
  // The same code on WhatsApp, for a customer who asked for it: put in when the email is sent,
  // in the same step (decision 0118).
  await queueCodCodeWhatsapp(tx, order, `${COD_CODE_KIND}:${order.id}`, COD_CODE_PLACEHOLDER);
}

/**
 * Cancels a COD order that was never confirmed (decision 0100): payment failed, fulfilment
 * cancelled, no code left. Its coupon use and the welcome offer are free again (they are held by
 * open COD orders only: orders/live-checkout.ts). Returns whether it changed.
 */
async function cancelUnconfirmed(
  tx: Db,
  orderId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const cancelled = await tx
    .update(orders)
    .set({
      paymentStatus: 'failed',
      fulfilmentStatus: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
      codCodeHash: null,
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), awaitingConfirmation))
    .returning({ id: orders.id });
  return cancelled.length > 0;
}

type ConfirmOutcome = 'confirmed' | 'wrong' | 'too-many' | 'expired';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * `POST /api/order/{id}/confirm-cod`: the customer's code, under the order's row lock. A right code
 * confirms the order (once: the hash goes) and queues the order confirmation; a wrong one counts,
 * and the fifth cancels the order; past its 24 hours the order is cancelled.
 */
export async function confirmCodOrder(
  db: Db,
  settings: NotificationSettings,
  userId: string,
  orderId: string,
  code: string,
  now: Date = new Date(),
): Promise<void> {
  if (!isUuid(orderId)) throw httpError(404, orderMessages.orderNotFound);
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.userId !== userId) throw httpError(404, orderMessages.orderNotFound);
    if (order.paymentMethod !== 'cod') throw httpError(409, codMessages.notCod);
    if (order.codConfirmedAt) throw httpError(409, codMessages.alreadyConfirmed);
    if (order.cancelledAt || order.paymentStatus !== 'pending') {
      throw httpError(409, order.cancelReason ?? codMessages.codeExpired);
    }
    if (order.codConfirmBy && order.codConfirmBy <= now) {
      await cancelUnconfirmed(tx, order.id, codMessages.cancelledUnconfirmed, now);
      return 'expired';
    }
    if (!order.codCodeHash) throw httpError(409, codMessages.codeNotSent);
    if (!sameHash(hashCodCode(order.id, code), order.codCodeHash)) {
      const attempts = order.codCodeAttempts + 1;
      await tx
        .update(orders)
        .set({ codCodeAttempts: attempts, updatedAt: now })
        .where(eq(orders.id, order.id));
      if (attempts < COD_CODE_TRIES) return 'wrong';
      await cancelUnconfirmed(tx, order.id, codMessages.cancelledWrongCodes, now);
      return 'too-many';
    }
    await tx
      .update(orders)
      .set({ codConfirmedAt: now, codCodeHash: null, updatedAt: now })
      .where(eq(orders.id, order.id));
    // The order confirmation ('Cash on delivery') to the customer, the new order to the shop.
    await queueOrderPaidMessages(tx, settings, order.id);
    return 'confirmed';
  });
  if (outcome === 'wrong') throw httpError(400, codMessages.codeWrong);
  if (outcome === 'too-many') throw httpError(400, codMessages.codeTooManyTries);
  if (outcome === 'expired') throw httpError(400, codMessages.codeExpired);
}

/**
 * The sweep: COD orders past their 24 hours unconfirmed are cancelled, a small batch per run
 * (decision 0100). Returns how many.
 */
export async function cancelUnconfirmedCodOrders(
  db: Db,
  now: Date = new Date(),
  limit = 100,
): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(awaitingConfirmation, lt(orders.codConfirmBy, now)))
    .limit(limit);
  let cancelled = 0;
  for (const { id } of due) {
    const changed = await db.transaction((tx) =>
      cancelUnconfirmed(tx, id, codMessages.cancelledUnconfirmed, now),
    );
    if (changed) cancelled += 1;
  }
  return cancelled;
}

export const COD_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Cancels unconfirmed COD orders while the server listens (never in injected test apps), as the
 * refund sweep and the session sweep run.
 */
export function registerCodConfirmationSweep(app: FastifyInstance, intervalMs?: number): void {
  let sweep: RepeatingTask | undefined;
  app.addHook('onListen', async () => {
    sweep ??= startRepeatingTask(
      'cash on delivery confirmation sweep',
      async () => {
        const cancelled = await cancelUnconfirmedCodOrders(app.db);
        if (cancelled > 0) app.log.info({ cancelled }, 'unconfirmed COD orders cancelled');
      },
      { intervalMs: intervalMs ?? COD_SWEEP_INTERVAL_MS, log: app.log },
    );
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
}
