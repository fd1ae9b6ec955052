import { OFFER_RESERVATION_MINUTES, offerMessages, type OrderAttention } from '@artshop/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { offers, products, type OfferRow, type ProductRow } from '../../db/schema';
import { queueOfferWithdrawn } from '../mail/notifications/offers';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import type { AfterPaymentStep } from '../payments/after-payment';
import { recordLateSale } from './late-sale';

/**
 * One of a kind (decision 0052): a painting is reserved for one accepted offer at a time (for
 * `OFFER_RESERVATION_MINUTES`), and sold exactly once, by the payment of an offer's order.
 *
 * Lock order, everywhere: a customer's pending orders (checkout) or the order being paid
 * (markPaid), then the painting's product row, then offers. Accept, decline, withdraw and payment
 * all take them so, so two of them never deadlock; the product row lock is what serialises every
 * change of one painting's availability.
 */

/** An offer with its painting's row, both locked until the transaction ends (product first). */
export interface LockedOffer {
  offer: OfferRow;
  /** The painting, or null for custom art (or a painting deleted since). */
  product: ProductRow | null;
}

/** Locks the offer and its painting, in that file's lock order; null when there is no such offer. */
export async function lockOffer(tx: Db, offerId: string): Promise<LockedOffer | null> {
  const [seen] = await tx
    .select({ productId: offers.productId })
    .from(offers)
    .where(eq(offers.id, offerId));
  if (!seen) return null;
  const [product] = seen.productId
    ? await tx.select().from(products).where(eq(products.id, seen.productId)).for('update')
    : [];
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  return offer ? { offer, product: product ?? null } : null;
}

/** Who holds the painting now: nobody, this offer, another offer's reservation, or a sale. */
export function holderOf(
  product: Pick<ProductRow, 'soldAt' | 'reservedUntil' | 'reservedOfferId'>,
  offerId: string,
  now: Date,
): 'free' | 'this-offer' | 'other-offer' | 'sold' {
  if (product.soldAt) return 'sold';
  if (!product.reservedUntil || product.reservedUntil.getTime() <= now.getTime()) return 'free';
  return product.reservedOfferId === offerId ? 'this-offer' : 'other-offer';
}

/** Holds the (locked) painting for the offer for the next 30 minutes: its payment window. */
export async function reservePainting(
  tx: Db,
  productId: string,
  offerId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(products)
    .set({
      reservedUntil: new Date(now.getTime() + OFFER_RESERVATION_MINUTES * 60_000),
      reservedOfferId: offerId,
    })
    .where(eq(products.id, productId));
}

/** Lets go of the (locked) painting if this offer holds it; answers whether it did. */
export async function releasePainting(
  tx: Db,
  product: Pick<ProductRow, 'id' | 'soldAt' | 'reservedOfferId'> | null,
  offerId: string,
): Promise<boolean> {
  if (!product || product.soldAt || product.reservedOfferId !== offerId) return false;
  await tx
    .update(products)
    .set({ reservedUntil: null, reservedOfferId: null })
    .where(eq(products.id, product.id));
  return true;
}

/** What the payment of an offer's order came to. */
export type OfferSale = 'sold' | 'late';

/**
 * Withdraws every other open or accepted offer for a painting just sold, each with a word to its
 * customer. Their pending orders are left alone: a payment that still comes is a late sale.
 */
async function withdrawOthers(
  tx: Db,
  settings: NotificationSettings,
  productId: string,
  soldOfferId: string,
): Promise<void> {
  const withdrawn = await tx
    .update(offers)
    .set({
      status: 'withdrawn',
      withdrawnReason: offerMessages.withdrawnBecauseSold,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(offers.productId, productId),
        ne(offers.id, soldOfferId),
        inArray(offers.status, ['open', 'accepted']),
      ),
    )
    .returning({ id: offers.id });
  for (const { id } of withdrawn) await queueOfferWithdrawn(tx, settings, id);
}

/**
 * In markPaid's transaction, for an order that pays an offer: sells the painting to this order
 * (unless it is sold to another: then a late sale, flagged and refunded), marks the offer paid and
 * withdraws the painting's other offers (a commission's stage is the next step's:
 * custom-art's markCommissionPaid). An order whose offer is gone is an ordinary sale. On
 * PostgreSQL, two payments for one painting at the same moment queue on its row lock: the first
 * sells it, the second finds it sold and is refunded.
 */
export async function settleOfferPayment(
  tx: Db,
  settings: NotificationSettings,
  order: { id: string; offerId: string; totalPaise: number; razorpayPaymentId: string | null },
  log?: FastifyBaseLogger,
): Promise<OfferSale> {
  const locked = await lockOffer(tx, order.offerId);
  if (!locked) return 'sold';
  const { offer, product } = locked;

  const late: OrderAttention | null =
    product?.soldAt && product.soldOrderId !== order.id
      ? 'paidAfterSold'
      : offer.status === 'paid' && offer.orderId !== order.id
        ? 'paidTwice'
        : null;
  if (late) {
    await recordLateSale(tx, order, late, log);
    return 'late';
  }

  if (product) {
    await tx
      .update(products)
      .set({
        soldAt: sql`now()`,
        soldOrderId: order.id,
        reservedUntil: null,
        reservedOfferId: null,
      })
      .where(eq(products.id, product.id));
    await withdrawOthers(tx, settings, product.id, offer.id);
  }
  await tx
    .update(offers)
    .set({ status: 'paid', orderId: order.id, updatedAt: sql`now()` })
    .where(eq(offers.id, offer.id));
  return 'sold';
}

/**
 * The offers' after-payment step (decision 0069), first in the list: an order that pays an offer
 * sells its piece, or turns out a late sale, which the later steps of a sale pass by.
 */
export const sellOfferedPiece: AfterPaymentStep = async (tx, paidOrder, ctx) => {
  const { offerId } = paidOrder;
  if (!offerId) return;
  ctx.sale = await settleOfferPayment(tx, ctx.settings, { ...paidOrder, offerId });
};
