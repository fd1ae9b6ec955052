import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ORDER_AMOUNT_MAX_PAISE,
  SHOP_CURRENCY,
  SHOP_NAME,
  computeTotals,
  effectivePrice,
  gstClassification,
  isCouponExpired,
  orderAddressOf,
  orderMessages,
  shortOrderId,
  toRupees,
  type CreateOrderInput,
  type CreateOrderResponse,
  type Order,
  type ProductType,
  type Totals,
} from '@artshop/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
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
import { appliedCartCouponCode } from '../cart/cart-coupon.service';
import { countCouponUses, couponLimitRefusal, findCouponByCode } from '../coupons/coupons.service';
import { applyPaymentFailureInTransaction } from '../payments/payment-state.service';
import { isFirstOrder } from './first-order';
import { ORDER_REUSE_WINDOW_MS, RESERVATION_STALE_MS } from '../checkout/live-checkout';
import { toOrderDtos } from './order-dto';

export { ORDER_REUSE_WINDOW_MS } from '../checkout/live-checkout';

/**
 * How long a second submit of the same cart waits for the first one's provider order (the provider
 * call gives up after 10 s), and how often it looks.
 */
export const RESERVATION_WAIT_MS = 15_000;
const RESERVATION_POLL_MS = 100;
/** Razorpay's smallest order amount. */
const MIN_AMOUNT_PAISE = 100;

/**
 * One line of an order, priced now and snapshotted as it is stored (title, image, prices as paid):
 * a cart line, or an offer's one line (decision 0052), which may name no product (custom art).
 */
export interface OrderLine {
  productId: string | null;
  title: string;
  description: string;
  type: ProductType;
  mainImageUrl: string | null;
  size: string;
  quantity: number;
  /** The list price and the price charged per unit (after the product's discount), in paise. */
  pricePaise: number;
  effectivePricePaise: number;
  discountPercentage: number;
  /** The GST classification as ordered, so the invoice is not rewritten by later product edits. */
  hsnCode: string;
  gstRateBp: number;
}

/** What a checkout orders: the cart's lines, or an offer's one line with its own delivery fee. */
export interface Basket {
  lines: OrderLine[];
  /** The offer's delivery fee in paise; the shop's fee (DESIGN section 4) when absent. */
  deliveryPaise?: number;
  /** The offer the order pays (`orders.offer_id`). */
  offerId?: string;
}

/**
 * Where a checkout's order comes from (the cart, or an offer: decision 0052). The same checkout
 * prices, reserves and opens it at the provider either way (decision 0037); the source says what is
 * ordered and holds what it must while the order lives.
 */
export interface OrderSource {
  /** Whether a resubmit of the same basket answers the pending order again (a double click). */
  reusable: boolean;
  /**
   * In the reservation transaction, after the customer's row and pending orders are locked: what
   * is ordered. It may lock, check and hold rows (a painting's reservation) or refuse (4xx).
   */
  basket(tx: Db, user: UserRow, now: Date): Promise<Basket>;
  /** The coupon the source carries when the body names none (`couponCode` absent): the cart's. */
  appliedCouponCode?(tx: Db, user: UserRow): Promise<string | null>;
  /** In the same transaction, once the new order is inserted. */
  attach?(tx: Db, order: OrderRow): Promise<void>;
  /** Once the reservation has committed. */
  afterCommit?(db: Db): void;
  /** After the provider failed and the reserved order was deleted: give back what `basket` held. */
  release?(db: Db, order: OrderRow): Promise<void>;
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
 * A product's line as ordered now: its snapshot at its current price (the shared rule) and its GST
 * classification.
 */
export function productOrderLine(product: ProductRow, size: string, quantity: number): OrderLine {
  return {
    productId: product.id,
    title: product.title,
    description: product.description,
    type: product.type,
    mainImageUrl: product.images.find((image) => image.role === 'main')?.url ?? null,
    size,
    quantity,
    pricePaise: product.pricePaise,
    effectivePricePaise: effectivePricePaise(product),
    discountPercentage: product.discountPercentage,
    ...gstClassification(product.type, product),
  };
}

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
    addressCity: parts?.city ?? null,
    addressState: parts?.state ?? null,
    addressZip: parts?.zip ?? null,
    addressCountry: parts?.country ?? null,
  };
}

/**
 * The customer's cart lines, oldest first, each priced from the products table now; refuses an
 * empty cart and one holding a painting.
 */
async function readPricedCart(tx: Db, userId: string): Promise<OrderLine[]> {
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
  return rows.map(({ line, product }) => productOrderLine(product, line.size, line.quantity));
}

/** `POST /order`: the customer's cart, at today's prices. */
const cartSource: OrderSource = {
  reusable: true,
  basket: async (tx, user) => ({ lines: await readPricedCart(tx, user.id) }),
  // Decision 0058: the coupon applied on the cart page travels with the cart.
  appliedCouponCode: (tx, user) => appliedCartCouponCode(tx, user.id),
};

/**
 * The code the order applies: the body's (null or blank: none), else, when the body names none,
 * the one the source carries (the cart's applied coupon).
 */
async function orderCouponCode(
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
async function findOrderCoupon(
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
async function computeOrderTotals(
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

/** What the first transaction of a checkout decided. */
type Reservation =
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
async function reserveOrder(
  db: Db,
  provider: PaymentProviderAdapter['name'],
  user: UserRow,
  input: CreateOrderInput,
  source: OrderSource,
  now: Date,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    // Every pending order of the customer (a handful at most: each checkout supersedes the rest),
    // locked before anything the basket locks: a payment locks its order first and then the painting
    // it sells (decision 0052), so taking them in the same order here means the two never deadlock.
    const pending = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.paymentStatus, 'pending')))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .for('update');

    const basket = await source.basket(tx, user, now);
    const couponCode = await orderCouponCode(tx, user, input, source);
    const coupon = await findOrderCoupon(tx, user.id, couponCode, now);
    const totals = await computeOrderTotals(tx, user.id, basket, coupon);
    const fingerprint = source.reusable
      ? cartFingerprint(basket.lines, coupon?.code ?? null, totals, provider)
      : null;
    const contact = orderContact(user, input);

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
    });
    await source.attach?.(tx, order);
    return { kind: 'reserved', order };
  });
}

/** Drops a reservation that will never get a provider order, so nothing is left half made. */
async function releaseReservation(db: Db, orderId: string): Promise<void> {
  await db
    .delete(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentStatus, 'pending'),
        isNull(orders.razorpayOrderId),
      ),
    );
}

/**
 * Creates the provider order for a reserved order, outside any transaction, then attaches its id in
 * a second, one-statement transaction that only succeeds while the order is still pending without
 * one. A provider failure deletes the reservation and answers 502; a reservation superseded
 * meanwhile by a newer checkout of the customer answers 409 (the provider order is left unused at
 * the provider: nobody ever learns its id, so it is never paid).
 */
async function openProviderCheckout(
  db: Db,
  payments: PaymentProviderAdapter,
  order: OrderRow,
  source: OrderSource,
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
    // Whatever went wrong, the reservation must not stay behind as a checkout nobody can pay.
    await releaseReservation(db, order.id).catch(() => undefined);
    await source.release?.(db, order).catch(() => undefined);
    if (!(error instanceof PaymentProviderError)) throw error;
    const failure = httpError(502, orderMessages.providerUnavailable);
    failure.cause = error;
    throw failure;
  }
  const [stored] = await db
    .update(orders)
    .set({ razorpayOrderId: providerOrderId })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.paymentStatus, 'pending'),
        isNull(orders.razorpayOrderId),
      ),
    )
    .returning();
  if (!stored) throw httpError(409, orderMessages.checkoutReplaced);
  return { ...stored, razorpayOrderId: providerOrderId };
}

/** What became of a reservation another request is completing. */
type SettledReservation =
  | { kind: 'ready'; order: OrderRow & { razorpayOrderId: string } }
  | { kind: 'gone' }
  | { kind: 'timeout' };

/**
 * Waits for the request that reserved `orderId` to attach its provider order: a double click or a
 * second tab gets the same checkout as the first, as before the split (decision 0037). Only reads,
 * no lock held; the provider call it waits for gives up after 10 s.
 */
async function awaitReservation(
  db: Db,
  orderId: string,
  deadline: number,
): Promise<SettledReservation> {
  for (;;) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row || row.paymentStatus !== 'pending') return { kind: 'gone' };
    if (row.razorpayOrderId) {
      return { kind: 'ready', order: { ...row, razorpayOrderId: row.razorpayOrderId } };
    }
    if (Date.now() >= deadline) return { kind: 'timeout' };
    await sleep(RESERVATION_POLL_MS);
  }
}

/**
 * `POST /order` (DESIGN section 3): prices the customer's cart from the database, applies the
 * welcome offer and the coupon with the shared totals function, snapshots the items and creates
 * the provider order (docs/decisions/0037-orders-outside-transactions-and-offer-limits.md, which
 * replaces the single transaction of 0025):
 * - transaction 1 reserves the order (or finds the same checkout) under the customer's row lock;
 * - the provider is called with no transaction open, so a slow provider holds no connection and
 *   no lock (on PGlite, the only connection) while other shoppers' requests run;
 * - transaction 2 attaches the provider order id if the reservation is still current.
 * A second submit of the same cart while the first is at the provider waits for it and answers
 * the same checkout; if the first failed, it tries once more on its own.
 */
export function createOrder(
  deps: CreateOrderDeps,
  user: UserRow,
  input: CreateOrderInput,
  now: Date = new Date(),
): Promise<CreateOrderResponse> {
  return checkoutOrder(deps, user, input, cartSource, now);
}

/**
 * The checkout of `createOrder` for any source of lines (the cart, an offer's one line: decision
 * 0052): the same transactions, provider call, welcome offer, coupon and one live checkout per
 * customer.
 */
export async function checkoutOrder(
  { db, payments, origin }: CreateOrderDeps,
  user: UserRow,
  input: CreateOrderInput,
  source: OrderSource,
  now: Date = new Date(),
): Promise<CreateOrderResponse> {
  const deadline = Date.now() + RESERVATION_WAIT_MS;
  for (let attempt = 0; ; attempt += 1) {
    const reservation = await reserveOrder(db, payments.name, user, input, source, now);
    source.afterCommit?.(db);
    if (reservation.kind === 'ready') return checkoutFor(reservation.order, payments, origin);
    if (reservation.kind === 'reserved') {
      return checkoutFor(
        await openProviderCheckout(db, payments, reservation.order, source),
        payments,
        origin,
      );
    }
    const settled = await awaitReservation(db, reservation.orderId, deadline);
    if (settled.kind === 'ready') return checkoutFor(settled.order, payments, origin);
    // The other request failed at the provider (or was replaced): one fresh try of our own.
    if (settled.kind === 'gone' && attempt === 0) continue;
    throw httpError(409, orderMessages.checkoutInProgress);
  }
}

/**
 * `GET /order/user`: the customer's own orders, newest first. A reservation (no provider order yet)
 * is not a checkout the customer can act on, so it is not listed.
 */
export async function listCustomerOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(isNotNull(orders.razorpayOrderId), eq(orders.paymentStatus, 'success')),
      ),
    )
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
  const [dto] = await toOrderDtos(db, [order]);
  return dto!;
}
