import { setTimeout as sleep } from 'node:timers/promises';
import {
  SHOP_CURRENCY,
  SHOP_NAME,
  codMessages,
  formatOrderNumber,
  orderMessages,
  toRupees,
  type CodOptions,
  type CodOrderResponse,
  type CreateOrderInput,
  type CreateOrderResponse,
} from '@artshop/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, orders, products, type OrderRow, type UserRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import {
  PaymentProviderError,
  type PaymentProviderAdapter,
} from '../../payment-providers/provider';
import { appliedCartCouponCode } from '../cart/cart-coupon.service';
import { cartUnavailability, dropUnavailableLines } from '../cart/unavailable-lines';
import { sizesOf } from '../catalog/product-sizes';
import type { DeliveryEstimator } from '../shipping/delivery-estimate.service';
import { codCheckout, codOptions, type CodCheckoutDeps } from './cod-order.service';
import { productOrderLine, type OrderLine, type OrderSource } from './order-lines';
import { reserveOrder } from './reserve-order';

/**
 * How long a second submit of the same cart waits for the first one's provider order (the provider
 * call gives up after 10 s), and how often it looks.
 */
export const RESERVATION_WAIT_MS = 15_000;
const RESERVATION_POLL_MS = 100;

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
      number: formatOrderNumber(order.number),
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
      description: `Order ${formatOrderNumber(order.number)}`,
      prefill: { name: order.name, email: order.email, contact: order.phone },
    },
  };
}

export interface CreateOrderDeps {
  db: Db;
  payments: PaymentProviderAdapter;
  /** Refuses a PIN code the shop does not deliver to (decision 0092); none: no check. */
  deliveryEstimates?: DeliveryEstimator | undefined;
  /**
   * The shop's public origin (PUBLIC_URL, else the request's): Razorpay posts the result from its
   * own pages, so the callback URL must be absolute.
   */
  origin: string;
  /** Cash on delivery's limits' defaults and the code email's links (decision 0099). */
  settings: CodCheckoutDeps['settings'];
}

/**
 * The cart holds products that can no longer be bought (decision 0073): thrown inside the
 * reservation transaction, answered by `createOrder` once it has rolled back.
 */
class UnavailableCartLines extends Error {
  constructor(readonly titles: string[]) {
    super('the cart holds products that can no longer be bought');
    this.name = 'UnavailableCartLines';
  }
}

/**
 * The customer's cart lines, oldest first, each priced from the products table now; refuses an
 * empty cart and one holding a product that can no longer be bought (hidden, sold, a painting).
 * The products are read again here, inside the reservation transaction, and held with a share
 * lock until it ends (decision 0073): a product hidden after the shopper last saw the cart is
 * refused, and one hidden while the order is being reserved waits for it. They are locked in id
 * order, as the order counts of a payment update them (catalog/order-counts.ts), so the two never
 * deadlock; they come after the customer's pending orders, as in every checkout (decision 0052).
 */
async function readPricedCart(tx: Db, userId: string, now: Date): Promise<OrderLine[]> {
  const lines = await tx
    .select()
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  if (lines.length === 0) throw httpError(400, orderMessages.cartEmpty);
  const ids = [...new Set(lines.map((line) => line.productId))];
  const locked = await tx
    .select()
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('share');
  const byId = new Map(locked.map((product) => [product.id, product]));
  // A line whose product was deleted meanwhile went with it (the foreign key cascades).
  const rows = lines.flatMap((line) => {
    const product = byId.get(line.productId);
    return product ? [{ line, product }] : [];
  });
  if (rows.length === 0) throw httpError(400, orderMessages.cartEmpty);
  const refused = rows.filter(({ product }) => cartUnavailability(product, now) !== null);
  if (refused.length > 0) {
    throw new UnavailableCartLines([...new Set(refused.map(({ product }) => product.title))]);
  }
  // Priced by the line's size (decision 0082); one the admin removed meanwhile left with its lines.
  const priced = rows.flatMap(({ line, product }) => {
    const size = sizesOf(product).find((candidate) => candidate.id === line.sizeId);
    return size ? [productOrderLine(product, size, line.quantity)] : [];
  });
  if (priced.length === 0) throw httpError(400, orderMessages.cartEmpty);
  return priced;
}

/** `POST /order`: the customer's cart, at today's prices. */
const cartSource: OrderSource = {
  reusable: true,
  basket: async (tx, user, now) => ({ lines: await readPricedCart(tx, user.id, now) }),
  // Decision 0058: the coupon applied on the cart page travels with the cart.
  appliedCouponCode: (tx, user) => appliedCartCouponCode(tx, user.id),
};

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
export async function createOrder(
  deps: CreateOrderDeps,
  user: UserRow,
  input: CreateOrderInput,
  now: Date = new Date(),
): Promise<CreateOrderResponse | CodOrderResponse> {
  try {
    // Cash on delivery: no provider, the order is made at once (decision 0099).
    if (input.paymentMethod === 'cod') {
      return await codCheckout(codDepsOf(deps), user, input, cartSource, now);
    }
    return await checkoutOrder(deps, user, input, cartSource, now);
  } catch (error) {
    if (!(error instanceof UnavailableCartLines)) throw error;
    // Decision 0073: nothing was reserved and no provider was called; the refused lines leave the
    // cart now, so the shopper's next try orders what the cart page shows.
    await dropUnavailableLines(deps.db, user.id);
    throw httpError(400, orderMessages.itemsUnavailable(error.titles));
  }
}

const codDepsOf = (deps: CreateOrderDeps): CodCheckoutDeps => ({
  db: deps.db,
  provider: deps.payments.name,
  deliveryEstimates: deps.deliveryEstimates,
  settings: deps.settings,
});

/** `GET /api/order/cash-on-delivery?pin=`: the cart's cash on delivery options (decision 0099). */
export function cartCodOptions(
  deps: CreateOrderDeps,
  user: UserRow,
  pin: string | undefined,
  now: Date = new Date(),
): Promise<CodOptions> {
  return codOptions(codDepsOf(deps), user, pin, cartSource, now);
}

/**
 * The checkout of `createOrder` for any source of lines (the cart, an offer's one line: decision
 * 0052): the same transactions, provider call, welcome offer, coupon and one live checkout per
 * customer.
 */
export async function checkoutOrder(
  { db, payments, origin, deliveryEstimates }: Omit<CreateOrderDeps, 'settings'>,
  user: UserRow,
  input: CreateOrderInput,
  source: OrderSource,
  now: Date = new Date(),
): Promise<CreateOrderResponse> {
  // Only the cart's stone art is paid in cash; an offer (a painting, a commission) never is (0099).
  if (input.paymentMethod === 'cod') throw httpError(400, codMessages.offers);
  // Before anything is reserved or any provider called: a parcel that cannot arrive is no sale.
  // The parts' PIN code wins over the joined address, as it does for the stored address.
  await deliveryEstimates?.assertDeliverable(
    input.address ? { zip: input.address.zip } : { address: input.deliveryAddress ?? null },
  );
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
