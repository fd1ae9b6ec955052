import {
  COD_RETURN_LOOKBACK_DAYS,
  codMessages,
  formatOrderNumber,
  pinInAddress,
  toRupees,
  type CodOptions,
  type CodOrderResponse,
  type CreateOrderInput,
} from '@artshop/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type UserRow } from '../../db/schema';
import { httpError, isHttpError } from '../../lib/http-error';
import { removeBoughtLines } from '../cart/bought-lines';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { isOpenCodOrder } from '../orders/live-checkout';
import type { DeliveryEstimator } from '../shipping/delivery-estimate.service';
import { queueCodCode } from './cod-confirmation.service';
import { loadCodLimits, type CodLimits } from './cod-settings.service';
import type { Basket, OrderSource } from './order-lines';
import {
  computeOrderTotals,
  findOrderCoupon,
  orderCouponCode,
  reserveOrder,
  type CodTerms,
} from './reserve-order';

const RETURN_LOOKBACK_MS = COD_RETURN_LOOKBACK_DAYS * 24 * 60 * 60 * 1000;

/** What a COD checkout needs beyond an online one's: the limits' defaults and the email's links. */
export interface CodCheckoutDeps {
  db: Db;
  provider: 'razorpay' | 'test';
  deliveryEstimates?: DeliveryEstimator | undefined;
  settings: Pick<NotificationSettings, 'siteUrl'> & { cod: CodLimits };
}

/** The delivery PIN code of a checkout body: the parts', else the one in the joined address. */
function pinOf(input: Pick<CreateOrderInput, 'address' | 'deliveryAddress'>): string | null {
  return input.address?.zip ?? pinInAddress(input.deliveryAddress ?? '') ?? null;
}

/** Whether the courier collects cash at this PIN code (the delivery estimate, decision 0092). */
async function codDeliverable(
  deliveryEstimates: DeliveryEstimator | undefined,
  pin: string | null,
): Promise<boolean> {
  if (!pin) return false;
  if (!deliveryEstimates) return true;
  const answer = await deliveryEstimates.estimate(pin);
  return answer.serviceable && answer.codAvailable;
}

/**
 * Why cash on delivery may not pay this basket, in the words the checkout refuses with, or null
 * (decision 0099): stone art only; a PIN code where the courier collects cash; a total (the fee
 * included) within the limit; no other open COD order of the customer; no COD parcel of theirs
 * returned in the last 180 days.
 */
export async function codRefusal(
  tx: Db,
  input: {
    userId: string;
    basket: Basket;
    totalPaise: number;
    pinAccepted: boolean;
    maxPaise: number;
    now: Date;
  },
): Promise<string | null> {
  const { basket } = input;
  if (basket.offerId !== undefined) return codMessages.offers;
  if (basket.lines.some((line) => line.type !== 'stoneArt')) return codMessages.paintings;
  if (!input.pinAccepted) return codMessages.pinCode;
  if (input.totalPaise > input.maxPaise) return codMessages.overLimit(toRupees(input.maxPaise));
  const mine = eq(orders.userId, input.userId);
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(mine, isOpenCodOrder()))
    .limit(1);
  if (open) return codMessages.openOrder;
  const [returned] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        mine,
        eq(orders.paymentMethod, 'cod'),
        gt(orders.returnedAt, new Date(input.now.getTime() - RETURN_LOOKBACK_MS)),
      ),
    )
    .limit(1);
  return returned ? codMessages.recentReturn : null;
}

/**
 * `POST /api/order` with `paymentMethod: 'cod'` (decision 0099): the online checkout's first
 * transaction (prices, welcome offer, coupon and its limits, one live checkout: the customer's
 * pending online checkouts are superseded) with the COD refusals and fee, and no payment provider:
 * the order is made at once, its lines leave the cart and the code's email is queued with it.
 */
export async function codCheckout(
  deps: CodCheckoutDeps,
  user: UserRow,
  input: CreateOrderInput,
  source: OrderSource,
  now: Date = new Date(),
): Promise<CodOrderResponse> {
  const pin = pinOf(input);
  await deps.deliveryEstimates?.assertDeliverable(
    input.address ? { zip: input.address.zip } : { address: input.deliveryAddress ?? null },
  );
  const pinAccepted = await codDeliverable(deps.deliveryEstimates, pin);
  const limits = await loadCodLimits(deps.db, deps.settings.cod);
  const terms: CodTerms = {
    feePaise: limits.feePaise,
    check: async (tx, basket, totalPaise) => {
      const refusal = await codRefusal(tx, {
        userId: user.id,
        basket,
        totalPaise,
        pinAccepted,
        maxPaise: limits.maxPaise,
        now,
      });
      if (refusal) throw httpError(400, refusal);
    },
    afterInsert: async (tx, order) => {
      await removeBoughtLines(tx, order);
      await queueCodCode(tx, deps.settings, order, now);
    },
  };
  const reservation = await reserveOrder(deps.db, deps.provider, user, input, source, now, terms);
  source.afterCommit?.(deps.db);
  if (reservation.kind !== 'reserved') throw new Error('a COD checkout is never reused');
  const { order } = reservation;
  return {
    order: {
      id: order.id,
      number: formatOrderNumber(order.number),
      pay: toRupees(order.totalPaise),
      codFee: toRupees(order.codFeePaise),
      status: order.paymentStatus,
      paymentMethod: 'cod',
      email: order.email,
    },
  };
}

/**
 * `GET /api/order/cash-on-delivery?pin=`: whether the customer's cart may be paid in cash at this
 * PIN code, asked as the checkout would (its totals, its refusals), and the fee and limit. Reads
 * only; a cart the checkout would refuse answers its reason.
 */
export async function codOptions(
  deps: CodCheckoutDeps,
  user: UserRow,
  pin: string | undefined,
  source: OrderSource,
  now: Date = new Date(),
): Promise<CodOptions> {
  const limits = await loadCodLimits(deps.db, deps.settings.cod);
  const answer = (reason: string | null): CodOptions => ({
    available: reason === null,
    reason,
    fee: toRupees(limits.feePaise),
    max: toRupees(limits.maxPaise),
  });
  if (!pin || !/^[1-9]\d{5}$/.test(pin)) return answer(codMessages.enterPin);
  const pinAccepted = await codDeliverable(deps.deliveryEstimates, pin);
  try {
    const reason = await deps.db.transaction(async (tx) => {
      const basket = await source.basket(tx, user, now);
      const code = await orderCouponCode(tx, user, {} as CreateOrderInput, source);
      const coupon = await findOrderCoupon(tx, user.id, code, now).catch(() => null);
      const totals = await computeOrderTotals(tx, user.id, basket, coupon);
      return codRefusal(tx, {
        userId: user.id,
        basket,
        totalPaise: totals.totalPaise + limits.feePaise,
        pinAccepted,
        maxPaise: limits.maxPaise,
        now,
      });
    });
    return answer(reason);
  } catch (error) {
    if (isHttpError(error)) return answer(error.message);
    // The cart holds something no longer sold: the checkout says which when it is submitted.
    if (error instanceof Error && error.name === 'UnavailableCartLines') return answer(null);
    throw error;
  }
}
