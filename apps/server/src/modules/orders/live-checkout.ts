import { and, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';

/**
 * What "a customer's live checkout" means (docs/decisions/0037-orders-outside-transactions-and-offer-limits.md).
 * An orders rule, low enough for both users: the checkout reuses and supersedes pending orders by
 * it, coupons count the uses live checkouts hold (decision 0069: coupons sit below the checkout).
 */

/**
 * A pending order for the same cart is reused within this window (it is the sweep's window too, so
 * a reused order is still re-checked); an older one is left alone and a new order is made.
 */
export const ORDER_REUSE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * An order is reserved (inserted without a provider order) while its request asks the provider;
 * that call gives up after 10 s (razorpay.ts). A reservation older than this lost its request (a
 * crash between the two transactions): it is dropped by the customer's next checkout and holds no
 * coupon use meanwhile.
 */
export const RESERVATION_STALE_MS = 60_000;

/**
 * Pending orders that hold a checkout (and so the welcome offer and a coupon use): younger than the
 * reuse window, and either payable (a provider order is attached) or reserved moments ago by a
 * request that is still asking the provider.
 */
export function isLiveCheckout(now: Date): SQL {
  return and(
    eq(orders.paymentStatus, 'pending'),
    gt(orders.createdAt, new Date(now.getTime() - ORDER_REUSE_WINDOW_MS)),
    or(
      isNotNull(orders.razorpayOrderId),
      gt(orders.createdAt, new Date(now.getTime() - RESERVATION_STALE_MS)),
    ),
  ) as SQL;
}

/**
 * A cash on delivery order waiting for its cash (decision 0099): it holds its coupon use and the
 * welcome offer as a paid order does, until it is paid at the door, or cancelled (unconfirmed,
 * returned), which releases both.
 */
export function isOpenCodOrder(): SQL {
  return sql`(${orders.paymentMethod} = 'cod' and ${orders.paymentStatus} = 'pending')`;
}

/** Paid, or an open COD order: what uses a coupon and ends the welcome offer. */
export function holdsOrderBenefits(): SQL {
  return sql`(${orders.paymentStatus} = 'success' or ${isOpenCodOrder()})`;
}
