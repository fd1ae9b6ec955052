import { createHash } from 'node:crypto';
import {
  SHOP_NAME,
  computeTotals,
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
import { PaymentProviderError, type PaymentProviderAdapter } from '../../payments/provider';
import { isFirstOrder } from '../cart/cart.service';
import { findCouponByCode } from '../coupons/coupons.service';
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

/** The product's price now, from the products table: the discount price when it is discounted. */
function effectivePricePaise(product: ProductRow): number {
  return product.discountPercentage > 0 ? product.discountPricePaise : product.pricePaise;
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
      currency: 'INR',
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

    const rows = await tx
      .select({ line: cartLines, product: products })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(eq(cartLines.userId, user.id))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    if (rows.length === 0) throw httpError(400, orderMessages.cartEmpty);
    // The cart refuses paintings, but a product can be changed into one after it was added.
    if (rows.some(({ product }) => product.type === 'painting')) {
      throw httpError(400, orderMessages.paintingInCart);
    }
    const lines: PricedLine[] = rows.map(({ line, product }) => ({
      product,
      size: line.size,
      quantity: line.quantity,
      effectivePricePaise: effectivePricePaise(product),
    }));

    const code = input.couponCode?.trim() || null;
    let coupon: { code: string; discountPaise: number } | null = null;
    if (code) {
      const row = await findCouponByCode(tx, code);
      if (!row) throw httpError(404, orderMessages.couponInvalid);
      if (isCouponExpired(row.expiryDate, now)) throw httpError(400, orderMessages.couponExpired);
      coupon = { code: row.code, discountPaise: row.discountPaise };
    }

    const totals = computeTotals({
      lines: lines.map((l) => ({
        pricePaise: l.product.pricePaise,
        effectivePricePaise: l.effectivePricePaise,
        quantity: l.quantity,
      })),
      isFirstOrder: await isFirstOrder(tx, user.id),
      couponPaise: coupon?.discountPaise ?? null,
    });
    if (totals.totalPaise < MIN_AMOUNT_PAISE) throw httpError(400, orderMessages.amountTooSmall);

    const fingerprint = cartFingerprint(lines, coupon?.code ?? null, totals, payments.name);
    const contact = {
      name: input.name,
      // Always the account's email, whatever the form sent.
      email: user.email,
      phone: input.phone,
      address: input.deliveryAddress,
    };

    const [existing] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.userId, user.id),
          eq(orders.paymentStatus, 'pending'),
          eq(orders.cartFingerprint, fingerprint),
          eq(orders.provider, payments.name),
          isNotNull(orders.razorpayOrderId),
          gt(orders.createdAt, new Date(now.getTime() - ORDER_REUSE_WINDOW_MS)),
        ),
      )
      .orderBy(desc(orders.createdAt))
      .limit(1);
    if (existing) {
      const [reused] = await tx
        .update(orders)
        .set({ ...contact, updatedAt: now })
        .where(and(eq(orders.id, existing.id), eq(orders.paymentStatus, 'pending')))
        .returning();
      if (reused?.razorpayOrderId) {
        return checkoutFor(
          { ...reused, razorpayOrderId: reused.razorpayOrderId },
          payments,
          origin,
        );
      }
    }

    const [order] = await tx
      .insert(orders)
      .values({
        userId: user.id,
        ...contact,
        subtotalPaise: totals.subtotalPaise,
        discountPaise: totals.discountPaise,
        welcomeOfferPaise: totals.welcomeOfferPaise,
        couponCode: coupon?.code ?? null,
        couponPaise: totals.couponPaise,
        deliveryPaise: totals.deliveryPaise,
        totalPaise: totals.totalPaise,
        provider: payments.name,
        cartFingerprint: fingerprint,
      })
      .returning();
    if (!order) throw new Error('order insert returned no row');
    await tx.insert(orderItems).values(
      lines.map(({ product, size, quantity, effectivePricePaise: discountPricePaise }) => ({
        orderId: order.id,
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
    return checkoutFor({ ...stored, razorpayOrderId: providerOrderId }, payments, origin);
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
