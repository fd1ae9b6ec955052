import { createHash } from 'node:crypto';
import {
  SHOP_CURRENCY,
  SHOP_NAME,
  computeTotals,
  effectivePrice,
  isCouponExpired,
  orderMessages,
  shortOrderId,
  toRupees,
  type CreateOrderInput,
  type CreateOrderResponse,
  type Order,
  type Totals,
} from '@artshop/shared';
import { and, asc, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartLines,
  orderItems,
  orders,
  products,
  users,
  type OrderRow,
  type ProductRow,
  type UserRow,
} from '../../db/schema';
import { httpError } from '../../lib/http-error';
import {
  PaymentProviderError,
  type PaymentProviderAdapter,
} from '../../payment-providers/provider';
import { findCouponByCode } from '../coupons/coupons.service';
import { isFirstOrder } from './first-order';
import { toOrderDto, toOrderDtos, loadOrderItems } from './order-dto';

/**
 * A pending order for the same cart is reused within this window (it is the sweep's window too, so
 * a reused order is still re-checked); an older one is left alone and a new order is made.
 */
export const ORDER_REUSE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
/** Razorpay's smallest order amount. */
const MIN_AMOUNT_PAISE = 100;

interface PricedLine {
  product: ProductRow;
  size: string;
  quantity: number;
  effectivePricePaise: number;
}

/** The product's price now, from the products table, by the shared rule. */
function effectivePricePaise(product: ProductRow): number {
  return effectivePrice({
    price: product.pricePaise,
    discountPrice: product.discountPricePaise,
    discountPercentage: product.discountPercentage,
  });
}

/**
 * What makes two submits "the same checkout": the lines with their current prices, the coupon,
 * the totals (so the welcome offer too) and the provider. Contact details are not part of it: a
 * resubmit with a corrected address reuses the order and updates the address.
 */
function cartFingerprint(
  lines: readonly PricedLine[],
  couponCode: string | null,
  totals: Totals,
  provider: string,
): string {
  const canonical = JSON.stringify({
    provider,
    coupon: couponCode?.toLowerCase() ?? null,
    totals,
    lines: lines
      .map((l) => [l.product.id, l.size, l.quantity, l.product.pricePaise, l.effectivePricePaise])
      .sort(
        (a, b) =>
          String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])),
      ),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** Razorpay's receipt is at most 40 characters: our uuid without its dashes (32), still reversible. */
export function receiptFor(orderId: string): string {
  return orderId.replace(/-/g, '');
}

function checkoutFor(
  order: OrderRow & { razorpayOrderId: string },
  payments: PaymentProviderAdapter,
  origin: string,
): CreateOrderResponse {
  return {
    order: {
      id: order.id,
      pay: toRupees(order.totalPaise),
      razorpayOrderId: order.razorpayOrderId,
      status: order.paymentStatus,
    },
    checkout: {
      provider: payments.name,
      keyId: payments.keyId,
      amount: order.totalPaise,
      currency: SHOP_CURRENCY,
      razorpayOrderId: order.razorpayOrderId,
      callbackUrl: `${origin}/api/transaction/${order.id}`,
      name: SHOP_NAME,
      description: `Order #${shortOrderId(order.id)}`,
      prefill: { name: order.name, email: order.email, contact: order.phone },
    },
  };
}

export interface CreateOrderDeps {
  db: Db;
  payments: PaymentProviderAdapter;
  /**
   * The shop's public origin (PUBLIC_URL, else the request's): Razorpay posts the result from its
   * own pages, so the callback URL must be absolute.
   */
  origin: string;
}

/** The coupon an order applies: its stored code and what it takes off. */
interface AppliedCoupon {
  code: string;
  discountPaise: number;
}

/** The order row's contact fields: the form's, except the email, which is always the account's. */
interface OrderContact {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/**
 * The customer's cart lines, oldest first, each priced from the products table now; refuses an
 * empty cart and one holding a painting.
 */
async function readPricedCart(tx: Db, userId: string): Promise<PricedLine[]> {
  const rows = await tx
    .select({ line: cartLines, product: products })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  if (rows.length === 0) throw httpError(400, orderMessages.cartEmpty);
  // The cart refuses paintings, but a product can be changed into one after it was added.
  if (rows.some(({ product }) => product.type === 'painting')) {
    throw httpError(400, orderMessages.paintingInCart);
  }
  return rows.map(({ line, product }) => ({
    product,
    size: line.size,
    quantity: line.quantity,
    effectivePricePaise: effectivePricePaise(product),
  }));
}

/** The coupon the form names (404 unknown, 400 expired), or null when it names none. */
async function findOrderCoupon(
  tx: Db,
  couponCode: string | null | undefined,
  now: Date,
): Promise<AppliedCoupon | null> {
  const code = couponCode?.trim() || null;
  if (!code) return null;
  const row = await findCouponByCode(tx, code);
  if (!row) throw httpError(404, orderMessages.couponInvalid);
  if (isCouponExpired(row.expiryDate, now)) throw httpError(400, orderMessages.couponExpired);
  return { code: row.code, discountPaise: row.discountPaise };
}

/**
 * The order's totals with the shared totals function: the lines, the welcome offer (while the
 * customer has no paid order) and the coupon. Refuses a total below the provider's minimum.
 */
async function applyOffers(
  tx: Db,
  userId: string,
  lines: readonly PricedLine[],
  coupon: AppliedCoupon | null,
): Promise<Totals> {
  const totals = computeTotals({
    lines: lines.map((l) => ({
      pricePaise: l.product.pricePaise,
      effectivePricePaise: l.effectivePricePaise,
      quantity: l.quantity,
    })),
    isFirstOrder: await isFirstOrder(tx, userId),
    couponPaise: coupon?.discountPaise ?? null,
  });
  if (totals.totalPaise < MIN_AMOUNT_PAISE) throw httpError(400, orderMessages.amountTooSmall);
  return totals;
}

/**
 * The customer's recent pending order for the same checkout (same fingerprint and provider, with a
 * provider order), given the new contact details; null when there is none to reuse.
 */
async function reusePendingOrder(
  tx: Db,
  userId: string,
  fingerprint: string,
  provider: PaymentProviderAdapter['name'],
  contact: OrderContact,
  now: Date,
): Promise<(OrderRow & { razorpayOrderId: string }) | null> {
  const [existing] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, 'pending'),
        eq(orders.cartFingerprint, fingerprint),
        eq(orders.provider, provider),
        isNotNull(orders.razorpayOrderId),
        gt(orders.createdAt, new Date(now.getTime() - ORDER_REUSE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!existing) return null;
  const [reused] = await tx
    .update(orders)
    .set({ ...contact, updatedAt: now })
    .where(and(eq(orders.id, existing.id), eq(orders.paymentStatus, 'pending')))
    .returning();
  return reused?.razorpayOrderId ? { ...reused, razorpayOrderId: reused.razorpayOrderId } : null;
}

/** Inserts the pending order and the snapshots of its items (title, image, prices as paid). */
async function insertOrder(
  tx: Db,
  order: {
    userId: string;
    contact: OrderContact;
    lines: readonly PricedLine[];
    coupon: AppliedCoupon | null;
    totals: Totals;
    provider: PaymentProviderAdapter['name'];
    fingerprint: string;
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
      totalPaise: totals.totalPaise,
      provider: order.provider,
      cartFingerprint: order.fingerprint,
    })
    .returning();
  if (!inserted) throw new Error('order insert returned no row');
  await tx.insert(orderItems).values(
    order.lines.map(({ product, size, quantity, effectivePricePaise: discountPricePaise }) => ({
      orderId: inserted.id,
      productId: product.id,
      title: product.title,
      description: product.description,
      type: product.type,
      mainImageUrl: product.images.find((image) => image.role === 'main')?.url ?? null,
      size,
      quantity,
      pricePaise: product.pricePaise,
      discountPricePaise,
      discountPercentage: product.discountPercentage,
    })),
  );
  return inserted;
}

/**
 * Creates the provider order for `order` and stores its id on the order. A provider failure is a
 * 502 that rolls the transaction back.
 */
async function openProviderCheckout(
  tx: Db,
  payments: PaymentProviderAdapter,
  order: OrderRow,
): Promise<OrderRow & { razorpayOrderId: string }> {
  let providerOrderId: string;
  try {
    const created = await payments.createOrder({
      amountPaise: order.totalPaise,
      receipt: receiptFor(order.id),
      notes: { orderId: order.id },
    });
    providerOrderId = created.id;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const failure = httpError(502, orderMessages.providerUnavailable);
    failure.cause = error;
    throw failure;
  }
  const [stored] = await tx
    .update(orders)
    .set({ razorpayOrderId: providerOrderId })
    .where(eq(orders.id, order.id))
    .returning();
  if (!stored) throw new Error('order update returned no row');
  return { ...stored, razorpayOrderId: providerOrderId };
}

/**
 * `POST /order` (DESIGN section 3): prices the customer's cart from the database, applies the
 * welcome offer and the coupon with the shared totals function, snapshots the items and creates
 * the provider order, all in ONE transaction (docs/decisions/0025-payment-flow.md):
 * - the customer's user row is locked first, so submits of one customer run one after another and
 *   a repeated or concurrent submit of the same cart finds and reuses the first one's pending order;
 * - the provider call happens inside the transaction, so a provider failure rolls everything back
 *   (no order without a payable provider order is ever visible), and so does a crash.
 */
export async function createOrder(
  { db, payments, origin }: CreateOrderDeps,
  user: UserRow,
  input: CreateOrderInput,
  now: Date = new Date(),
): Promise<CreateOrderResponse> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');

    const lines = await readPricedCart(tx, user.id);
    const coupon = await findOrderCoupon(tx, input.couponCode, now);
    const totals = await applyOffers(tx, user.id, lines, coupon);
    const fingerprint = cartFingerprint(lines, coupon?.code ?? null, totals, payments.name);
    const contact: OrderContact = {
      name: input.name,
      // Always the account's email, whatever the form sent.
      email: user.email,
      phone: input.phone,
      address: input.deliveryAddress,
    };

    const reused = await reusePendingOrder(tx, user.id, fingerprint, payments.name, contact, now);
    if (reused) return checkoutFor(reused, payments, origin);

    const order = await insertOrder(tx, {
      userId: user.id,
      contact,
      lines,
      coupon,
      totals,
      provider: payments.name,
      fingerprint,
    });
    return checkoutFor(await openProviderCheckout(tx, payments, order), payments, origin);
  });
}

/** `GET /order/user`: the customer's own orders, newest first. */
export async function listCustomerOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return toOrderDtos(db, rows);
}

/** The order with this provider order id, or null (an over-long ref cannot exist). */
export async function findOrderByProviderRef(db: Db, ref: string): Promise<OrderRow | null> {
  if (!ref || ref.length > 100) return null;
  const [row] = await db.select().from(orders).where(eq(orders.razorpayOrderId, ref));
  return row ?? null;
}

/** One order with its items, as its owner and the payment status page see it. */
export async function orderDto(db: Db, order: OrderRow): Promise<Order> {
  const items = await loadOrderItems(db, [order.id]);
  return toOrderDto(order, items.get(order.id) ?? []);
}
