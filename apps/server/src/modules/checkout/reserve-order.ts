import { createHash } from 'node:crypto';
import {
  ORDER_AMOUNT_MAX_PAISE,
  computeTotals,
  isCouponExpired,
  orderAddressOf,
  orderMessages,
  whatsappNumberOf,
  type CreateOrderInput,
  type Totals,
} from '@artshop/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, users, type OrderRow, type UserRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import type { PaymentProviderAdapter } from '../../payment-providers/provider';
import { rememberAddress } from '../addresses/addresses.service';
import { countCouponUses, couponLimitRefusal, findCouponByCode } from '../coupons/coupons.service';
import { isFirstOrder } from '../orders/first-order';
import { ORDER_REUSE_WINDOW_MS, RESERVATION_STALE_MS } from '../orders/live-checkout';
import { applyPaymentFailureInTransaction } from '../payments/payment-state.service';
import { recordConsent } from '../users/consents.service';
import type { Basket, OrderLine, OrderSource } from './order-lines';

/** Razorpay's smallest order amount. */
const MIN_AMOUNT_PAISE = 100;

/**
 * What makes two submits "the same checkout": the lines with their current prices, the coupon,
 * the totals (so the welcome offer too) and the provider. Contact details are not part of it: a
 * resubmit with a corrected address reuses the order and updates the address.
 */
function cartFingerprint(
  lines: readonly OrderLine[],
  couponCode: string | null,
  totals: Totals,
  provider: string,
): string {
  const canonical = JSON.stringify({
    provider,
    coupon: couponCode?.toLowerCase() ?? null,
    totals,
    lines: lines
      .map((l) => [l.productId, l.size, l.quantity, l.pricePaise, l.effectivePricePaise])
      .sort(
        (a, b) =>
          String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])),
      ),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** The coupon an order applies: its stored code and what it takes off. */
interface AppliedCoupon {
  code: string;
  discountPaise: number;
}

/**
 * The order row's contact fields: the form's, except the email, which is always the account's. The
 * address is the joined string, and its parts when the checkout sent them (decision 0058).
 */
interface OrderContact {
  name: string;
  email: string;
  phone: string;
  address: string;
  addressStreet: string | null;
  addressLine2: string | null;
  addressCity: string | null;
  addressState: string | null;
  addressZip: string | null;
  addressCountry: string | null;
}

function orderContact(user: UserRow, input: CreateOrderInput): OrderContact {
  const { joined, parts } = orderAddressOf(input);
  return {
    name: input.name,
    // Always the account's email, whatever the form sent.
    email: user.email,
    phone: input.phone,
    address: joined,
    addressStreet: parts?.street ?? null,
    addressLine2: parts?.line2 ?? null,
    addressCity: parts?.city ?? null,
    addressState: parts?.state ?? null,
    addressZip: parts?.zip ?? null,
    addressCountry: parts?.country ?? null,
  };
}

/**
 * The code the order applies: the body's (null or blank: none), else, when the body names none,
 * the one the source carries (the cart's applied coupon).
 */
export async function orderCouponCode(
  tx: Db,
  user: UserRow,
  input: CreateOrderInput,
  source: OrderSource,
): Promise<string | null> {
  if (input.couponCode !== undefined) return input.couponCode?.trim() || null;
  return (await source.appliedCouponCode?.(tx, user)) ?? null;
}

/**
 * The coupon the form names (404 unknown, 400 expired or at a usage limit), or null when it names
 * none. Its row is locked until the transaction ends (decision 0037): checkouts using one code count
 * its uses one after another, and the order inserted in the same transaction counts for the next.
 */
export async function findOrderCoupon(
  tx: Db,
  userId: string,
  couponCode: string | null | undefined,
  now: Date,
): Promise<AppliedCoupon | null> {
  const code = couponCode?.trim() || null;
  if (!code) return null;
  const row = await findCouponByCode(tx, code, { lock: true });
  if (!row) throw httpError(404, orderMessages.couponInvalid);
  if (isCouponExpired(row.expiryDate, now)) throw httpError(400, orderMessages.couponExpired);
  if (row.maxUses !== null || row.maxUsesPerCustomer !== null) {
    const refusal = couponLimitRefusal(row, await countCouponUses(tx, row.code, userId, now));
    if (refusal) throw httpError(400, refusal);
  }
  return { code: row.code, discountPaise: row.discountPaise };
}

/**
 * The order's totals with the shared totals function: the lines, the welcome offer (while the
 * customer has no paid order), the coupon, and the offer's delivery fee in place of the shop's.
 * Refuses a total below the provider's minimum, and a cart worth more than the integer paise
 * columns can hold (99 of an expensive piece), before the database would fail on it.
 */
export async function computeOrderTotals(
  tx: Db,
  userId: string,
  basket: Basket,
  coupon: AppliedCoupon | null,
): Promise<Totals> {
  // Σ price × quantity bounds every stored amount: the subtotal, the 'Discount' line and the total.
  const grossPaise =
    basket.lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0) +
    (basket.deliveryPaise ?? 0);
  if (grossPaise > ORDER_AMOUNT_MAX_PAISE) throw httpError(400, orderMessages.amountTooLarge);
  const shopTotals = computeTotals({
    lines: basket.lines.map((l) => ({
      pricePaise: l.pricePaise,
      effectivePricePaise: l.effectivePricePaise,
      quantity: l.quantity,
    })),
    isFirstOrder: await isFirstOrder(tx, userId),
    couponPaise: coupon?.discountPaise ?? null,
  });
  const { deliveryPaise } = basket;
  const totals =
    deliveryPaise === undefined
      ? shopTotals
      : {
          ...shopTotals,
          deliveryPaise,
          totalPaise: shopTotals.totalPaise - shopTotals.deliveryPaise + deliveryPaise,
        };
  if (totals.totalPaise < MIN_AMOUNT_PAISE) throw httpError(400, orderMessages.amountTooSmall);
  return totals;
}

/** Inserts the pending order and the snapshots of its items (title, image, prices as paid). */
async function insertOrder(
  tx: Db,
  order: {
    userId: string;
    contact: OrderContact;
    lines: readonly OrderLine[];
    coupon: AppliedCoupon | null;
    totals: Totals;
    provider: PaymentProviderAdapter['name'];
    fingerprint: string | null;
    offerId: string | null;
    cod: CodTerms | undefined;
  },
): Promise<OrderRow> {
  const { totals } = order;
  const [inserted] = await tx
    .insert(orders)
    .values({
      userId: order.userId,
      ...order.contact,
      subtotalPaise: totals.subtotalPaise,
      discountPaise: totals.discountPaise,
      welcomeOfferPaise: totals.welcomeOfferPaise,
      couponCode: order.coupon?.code ?? null,
      couponPaise: totals.couponPaise,
      deliveryPaise: totals.deliveryPaise,
      totalPaise: totals.totalPaise + (order.cod?.feePaise ?? 0),
      provider: order.provider,
      ...(order.cod ? { paymentMethod: 'cod' as const, codFeePaise: order.cod.feePaise } : {}),
      cartFingerprint: order.fingerprint,
      offerId: order.offerId,
    })
    .returning();
  if (!inserted) throw new Error('order insert returned no row');
  await tx.insert(orderItems).values(
    order.lines.map(({ effectivePricePaise, ...line }) => ({
      ...line,
      orderId: inserted.id,
      discountPricePaise: effectivePricePaise,
    })),
  );
  return inserted;
}

/**
 * The customer keeps one live checkout (decision 0037): every other pending order goes. One with a
 * provider order is marked failed through the payment state machine, so a payment Razorpay still
 * captures for it turns it paid (money is never lost); a reserved one (no provider order yet, so
 * nothing anyone could pay) is deleted with its items, and its request answers 409 when it comes
 * back from the provider.
 */
async function supersedePendingOrders(
  tx: Db,
  userId: string,
  keep: string | null,
  pending: readonly OrderRow[],
): Promise<void> {
  const others = pending.filter((order) => order.id !== keep);
  const reserved = others.filter((order) => !order.razorpayOrderId).map((order) => order.id);
  if (reserved.length > 0) {
    await tx
      .delete(orders)
      .where(
        and(
          inArray(orders.id, reserved),
          eq(orders.userId, userId),
          eq(orders.paymentStatus, 'pending'),
          isNull(orders.razorpayOrderId),
        ),
      );
  }
  for (const order of others) {
    if (!order.razorpayOrderId) continue;
    await applyPaymentFailureInTransaction(tx, { orderId: order.id, paymentId: null });
  }
}

/**
 * A cash on delivery order's terms (decision 0099): its fee, added to the total, the refusals of
 * what cash may not pay (checked with the order's lines and total, under the customer's lock), and
 * what happens in the order's transaction once it is inserted (the cart, the code's email).
 */
export interface CodTerms {
  feePaise: number;
  check: (tx: Db, basket: Basket, totalPaise: number) => Promise<void>;
  afterInsert: (tx: Db, order: OrderRow) => Promise<void>;
}

/** What the first transaction of a checkout decided. */
export type Reservation =
  /** The same checkout is live and payable: answer it again, no provider call. */
  | { kind: 'ready'; order: OrderRow & { razorpayOrderId: string } }
  /** A new order, reserved: the provider order is still to be made and attached. */
  | { kind: 'reserved'; order: OrderRow }
  /** Another request of this customer is making the provider order for the same checkout. */
  | { kind: 'in-progress'; orderId: string };

/**
 * Transaction 1 of a checkout (decision 0037): under a lock on the customer's user row (one
 * customer's submits run one after another) it prices the basket (the cart, or an offer's line),
 * applies the coupon (its row locked and its limits checked) and the welcome offer, then reuses the
 * customer's pending order for the same checkout or reserves a new one, superseding every other
 * pending order of the customer. No network call happens in here.
 */
export async function reserveOrder(
  db: Db,
  provider: PaymentProviderAdapter['name'],
  user: UserRow,
  input: CreateOrderInput,
  source: OrderSource,
  now: Date,
  cod?: CodTerms,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    // Every pending order of the customer (a handful at most: each checkout supersedes the rest),
    // locked before anything the basket locks: a payment locks its order first and then the painting
    // it sells (decision 0052), so taking them in the same order here means the two never deadlock.
    const pending = await tx
      .select()
      .from(orders)
      // A COD order waits for its cash, not for a payment: no checkout supersedes it (0099).
      .where(
        and(
          eq(orders.userId, user.id),
          eq(orders.paymentStatus, 'pending'),
          eq(orders.paymentMethod, 'online'),
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .for('update');

    const basket = await source.basket(tx, user, now);
    const couponCode = await orderCouponCode(tx, user, input, source);
    const coupon = await findOrderCoupon(tx, user.id, couponCode, now);
    const totals = await computeOrderTotals(tx, user.id, basket, coupon);
    if (cod) await cod.check(tx, basket, totals.totalPaise + cod.feePaise);
    // A COD order is never reused: the one-open-COD-order rule answers a second submit.
    const fingerprint =
      source.reusable && !cod
        ? cartFingerprint(basket.lines, coupon?.code ?? null, totals, provider)
        : null;
    const contact = orderContact(user, input);
    // The address joins the account's address book, the last used from now (decision 0084).
    const { parts } = orderAddressOf(input);
    if (parts) await rememberAddress(tx, user.id, parts, now);
    // 'Send me order updates on WhatsApp' (decision 0116): the consent, with the number it uses,
    // in this transaction, so the order's first messages already find it. Unchecked, nothing
    // changes (a consent given before stays until withdrawn).
    const whatsappNumber = input.whatsappUpdates ? whatsappNumberOf(contact.phone) : null;
    if (whatsappNumber) {
      await recordConsent(tx, {
        userId: user.id,
        purpose: 'whatsapp',
        granted: true,
        source: source.consentSource ?? 'checkout',
        phone: whatsappNumber,
        now,
      });
    }

    const reusable = pending.find(
      (order) =>
        fingerprint !== null &&
        order.cartFingerprint === fingerprint &&
        order.provider === provider &&
        order.createdAt.getTime() > now.getTime() - ORDER_REUSE_WINDOW_MS &&
        // A reservation whose request died long ago is not waited for; it is superseded below.
        (order.razorpayOrderId !== null ||
          order.createdAt.getTime() > now.getTime() - RESERVATION_STALE_MS),
    );

    if (reusable) {
      // The resubmit's contact details win (a corrected address); the checkout stays the same.
      const [reused] = await tx
        .update(orders)
        .set({ ...contact, updatedAt: now })
        .where(and(eq(orders.id, reusable.id), eq(orders.paymentStatus, 'pending')))
        .returning();
      if (!reused) throw new Error('reusing a locked pending order updated no row');
      await supersedePendingOrders(tx, user.id, reused.id, pending);
      return reused.razorpayOrderId
        ? { kind: 'ready', order: { ...reused, razorpayOrderId: reused.razorpayOrderId } }
        : { kind: 'in-progress', orderId: reused.id };
    }

    await supersedePendingOrders(tx, user.id, null, pending);
    const order = await insertOrder(tx, {
      userId: user.id,
      contact,
      lines: basket.lines,
      coupon,
      totals,
      provider,
      fingerprint,
      offerId: basket.offerId ?? null,
      cod,
    });
    await source.attach?.(tx, order);
    await cod?.afterInsert(tx, order);
    return { kind: 'reserved', order };
  });
}
