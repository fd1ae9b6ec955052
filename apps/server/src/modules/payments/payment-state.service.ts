import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { cartLines, orderItems, orders } from '../../db/schema';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import { clearCartCouponOfOrder } from '../cart/cart-coupon.service';
import { changeOrderCounts } from '../catalog/order-counts';
import { invalidateCatalogCache } from '../catalog/response-cache';
import { issueInvoiceInTransaction } from '../invoices/invoices.service';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { queueOrderPaidMessages } from '../mail/notifications/order-paid';
import { sendLateSaleRefund } from '../offers/late-sale';
import { settleOfferPayment } from '../offers/one-of-a-kind';

export interface PaymentOutcome {
  orderId: string;
  outcome: 'success' | 'failed';
  paymentId: string | null;
}

/**
 * What a sale does to the catalogue and the cart: the order counts (top sellers) go up and the bought
 * lines leave the customer's cart.
 */
async function countSale(
  tx: Db,
  order: { id: string; userId: string; createdAt: Date },
): Promise<void> {
  const items = await tx
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.productId)))
    .orderBy(asc(orderItems.productId));
  await changeOrderCounts(tx, items, 'add');
  // The bought lines leave the cart; anything added since the order was placed stays
  // (docs/decisions/0026-payment-state-machine.md).
  for (const item of items) {
    if (!item.productId) continue;
    await tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.userId, order.userId),
          eq(cartLines.productId, item.productId),
          eq(cartLines.size, item.size),
        ),
      );
  }
  // The cart's coupon of that moment leaves with them, used or no longer valid (decision 0058).
  await clearCartCouponOfOrder(tx, order.userId, order.createdAt);
}

/**
 * The first success of an order, in the caller's transaction. The conditional update is the
 * guard: of any number of callbacks, webhooks and re-checks, concurrent or not, exactly one finds
 * the order not yet paid (PostgreSQL re-evaluates the condition after a concurrent writer commits),
 * and only that one removes the ordered lines from the cart, adds to the order counts and writes
 * the order confirmation and the shop's notice to the outbox (they commit with the payment or not at
 * all; docs/decisions/0044-transactional-messages.md).
 * A failed order may still become paid: Razorpay can capture a payment after a late authorisation
 * (docs/decisions/0026-payment-state-machine.md).
 * An order that pays an offer (decision 0052) sells its painting here, in the same transaction; if
 * the piece went to another payment first, the order is still paid (the money came) but flagged and
 * its full refund recorded: no counts, no cart change, no confirmation (`afterPaymentOutcome`
 * sends the refund).
 */
async function markPaid(
  tx: Db,
  input: PaymentOutcome,
  settings: NotificationSettings,
): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({
      paymentStatus: 'success',
      razorpayPaymentId: input.paymentId ?? sql`${orders.razorpayPaymentId}`,
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, input.orderId), ne(orders.paymentStatus, 'success')))
    .returning({
      id: orders.id,
      userId: orders.userId,
      offerId: orders.offerId,
      createdAt: orders.createdAt,
      totalPaise: orders.totalPaise,
      razorpayPaymentId: orders.razorpayPaymentId,
    });
  if (!order) return false;

  const { offerId } = order;
  const sale = offerId ? await settleOfferPayment(tx, settings, { ...order, offerId }) : 'sold';
  if (sale === 'sold') await countSale(tx, order);
  // The invoice's number and tax split are fixed with the payment (decision 0048): both or neither.
  // A late sale's too: money was received, and its refund's credit note answers the invoice.
  await issueInvoiceInTransaction(tx, settings, order.id);
  if (sale === 'sold') await queueOrderPaidMessages(tx, settings, order.id);
  return true;
}

/** Only a pending order fails: a paid one stays paid, a failed one stays failed. */
async function markFailed(tx: Db, input: PaymentOutcome): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({
      paymentStatus: 'failed',
      razorpayPaymentId: sql`coalesce(${orders.razorpayPaymentId}, ${input.paymentId})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, input.orderId), eq(orders.paymentStatus, 'pending')))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/**
 * The state machine inside a transaction the caller owns (the webhook records its event in it).
 * `settings` are what a paid order's messages need (links, the shop's address).
 */
export function applyPaymentOutcomeInTransaction(
  tx: Db,
  input: PaymentOutcome,
  settings: NotificationSettings,
): Promise<boolean> {
  return input.outcome === 'success' ? markPaid(tx, input, settings) : markFailed(tx, input);
}

/** A failure only (a superseded checkout): pending -> failed, which sends no message. */
export function applyPaymentFailureInTransaction(
  tx: Db,
  input: Omit<PaymentOutcome, 'outcome'>,
): Promise<boolean> {
  return markFailed(tx, { ...input, outcome: 'failed' });
}

/** What the work after a payment's commit needs. */
export interface AfterPaymentDeps {
  db: Db;
  settings: NotificationSettings;
  /**
   * The provider that refunds a late sale (decision 0052) at once; without it the refund, recorded
   * pending with the payment, waits for the refund sweep.
   */
  payments?: PaymentProviderAdapter;
  log?: FastifyBaseLogger;
}

/**
 * Call after a transaction that applied an outcome has committed: top sellers are ordered by
 * orderCount and a painting's availability may have changed, so this process's cached catalogue
 * answers must go; and a late sale's refund goes to the provider now, outside any transaction.
 */
export async function afterPaymentOutcome(
  deps: AfterPaymentDeps,
  input: PaymentOutcome,
  changed: boolean,
): Promise<void> {
  if (!changed || input.outcome !== 'success') return;
  await invalidateCatalogCache(deps.db);
  if (deps.payments) {
    await sendLateSaleRefund(deps.db, deps.payments, deps.settings, input.orderId, deps.log);
  }
}

/**
 * The one payment state machine (DESIGN section 4 'Orders'): pending -> success or failed,
 * failed -> success, never back from success. Callback, webhook and re-check all come through here.
 * Returns whether the order changed.
 */
export async function applyPaymentOutcome(
  db: Db,
  input: PaymentOutcome,
  settings: NotificationSettings,
  after: Pick<AfterPaymentDeps, 'payments' | 'log'> = {},
): Promise<boolean> {
  const changed = await db.transaction((tx) =>
    applyPaymentOutcomeInTransaction(tx, input, settings),
  );
  await afterPaymentOutcome({ db, settings, ...after }, input, changed);
  return changed;
}
