import {
  codMessages,
  gstClassification,
  offerMessages as m,
  type CreateOrderInput,
  type CreateOrderResponse,
} from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customArtRequests, offers, type UserRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { invalidateCatalogCache } from '../catalog/response-cache';
import { checkoutOrder, type CreateOrderDeps } from '../checkout/checkout.service';
import { ownSizeOf } from '../catalog/product-sizes';
import { productOrderLine, type OrderLine, type OrderSource } from '../checkout/order-lines';
import { customerRefusal, lockOwnOffer } from './offers.service';
import { holderOf, lockOffer, releasePainting, reservePainting } from './one-of-a-kind';
import type { LockedOffer } from './one-of-a-kind';

/** A painting's order line when the product names no size. */
const ORIGINAL_SIZE = 'Original';
/** A commission's order line: made to the customer's request. */
const CUSTOM_SIZE = 'Custom';

/**
 * The offer's one line, at the offer's price (no product discount): the painting's snapshot, or
 * for a commission a stone art line of its own that names no product.
 */
async function offerLine(tx: Db, { offer, product }: LockedOffer): Promise<OrderLine> {
  const price = { pricePaise: offer.pricePaise, effectivePricePaise: offer.pricePaise };
  if (product) {
    return {
      ...productOrderLine(product, ownSizeOf(product), 1),
      size: product.size ?? ORIGINAL_SIZE,
      ...price,
      discountPercentage: 0,
    };
  }
  const [request] = offer.customArtId
    ? await tx
        .select({ description: customArtRequests.description })
        .from(customArtRequests)
        .where(eq(customArtRequests.id, offer.customArtId))
    : [];
  return {
    productId: null,
    title: offer.title,
    description: request?.description ?? offer.title,
    type: 'stoneArt',
    mainImageUrl: null,
    size: CUSTOM_SIZE,
    sizeId: null,
    weightGrams: null,
    quantity: 1,
    ...price,
    discountPercentage: 0,
    ...gstClassification('stoneArt', { hsnCode: null, gstRateBp: null }),
  };
}

/**
 * After the provider failed (the reserved order is deleted, so the offer's `orderId` reads null):
 * the offer is open again and its painting free, unless a newer acceptance holds them meanwhile.
 */
async function releaseAcceptance(db: Db, offerId: string): Promise<void> {
  const released = await db.transaction(async (tx) => {
    const locked = await lockOffer(tx, offerId);
    if (!locked || locked.offer.orderId !== null || locked.offer.status !== 'accepted') {
      return false;
    }
    await tx
      .update(offers)
      .set({ status: 'open', updatedAt: sql`now()` })
      .where(eq(offers.id, offerId));
    return releasePainting(tx, locked.product, offerId);
  });
  if (released) await invalidateCatalogCache(db);
}

/**
 * An offer as the source of a checkout's order: in the reservation transaction (the customer's
 * pending orders already locked) it locks the painting and the offer, refuses what cannot be bought
 * (409), holds the painting for 30 minutes and marks the offer accepted.
 */
function offerSource(offerId: string): OrderSource {
  return {
    // Each acceptance makes a new order (the older pending one is superseded) and renews the hold.
    reusable: false,
    consentSource: 'offer-acceptance',
    async basket(tx, user, now) {
      const locked = await lockOwnOffer(tx, offerId, user.id);
      const refusal = customerRefusal(locked, now);
      if (refusal) throw httpError(409, refusal);
      const { offer, product } = locked;
      // A painting offer whose product was deleted: nothing left to sell.
      if (!product && !offer.customArtId) throw httpError(409, m.offerWithdrawnByShop);
      if (product) {
        const holder = holderOf(product, offer.id, now);
        if (holder === 'sold') throw httpError(409, m.pieceSold);
        if (holder === 'other-offer') throw httpError(409, m.pieceReserved);
        await reservePainting(tx, product.id, offer.id, now);
      }
      await tx
        .update(offers)
        .set({ status: 'accepted', updatedAt: now })
        .where(eq(offers.id, offer.id));
      return {
        lines: [await offerLine(tx, locked)],
        deliveryPaise: offer.deliveryPaise,
        offerId: offer.id,
      };
    },
    async attach(tx, order) {
      await tx.update(offers).set({ orderId: order.id }).where(eq(offers.id, offerId));
    },
    // The painting now reads 'reserved': cached catalogue answers must not say otherwise.
    afterCommit: (db) => void invalidateCatalogCache(db),
    release: (db) => releaseAcceptance(db, offerId),
  };
}

/**
 * `POST /offers/{id}/accept`: the offer's one line through the same checkout as `POST /order`
 * (welcome offer, coupon, one live checkout per customer, the provider called with no transaction
 * open); 404 for another customer's offer, 409 when it has lapsed, was withdrawn, declined or paid,
 * or its painting is sold or held for another offer.
 */
export function acceptOffer(
  deps: CreateOrderDeps,
  user: UserRow,
  offerId: string,
  input: CreateOrderInput,
  now: Date = new Date(),
): Promise<CreateOrderResponse> {
  // Cash on delivery is for the cart's stone art only (decision 0099): an offer sells a painting
  // or a commission, paid online.
  if (input.paymentMethod === 'cod') return refuseCashOnDelivery(deps.db, offerId);
  return checkoutOrder(deps, user, input, offerSource(offerId), now);
}

async function refuseCashOnDelivery(db: Db, offerId: string): Promise<never> {
  const [offer] = isUuid(offerId)
    ? await db.select({ productId: offers.productId }).from(offers).where(eq(offers.id, offerId))
    : [];
  throw httpError(400, offer?.productId ? codMessages.paintings : codMessages.offers);
}
