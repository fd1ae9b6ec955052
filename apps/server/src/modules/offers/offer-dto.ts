import { effectiveOfferStatus, toRupees, type AdminOffer, type Offer } from '@artshop/shared';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers, products, users, type OfferRow } from '../../db/schema';
import { mainImageUrlOf } from '../catalog/product-dto';

/** The most offers one list answers, newest first (the back-office searches and filters). */
export const OFFER_LIST_MAX = 200;

/** The one mapping from an `offers` row to the API's offer (`offerSchema`): rupees, effective status. */
export function toOfferDto(row: OfferRow, imageUrl: string | null, now = new Date()): Offer {
  return {
    id: row.id,
    kind: row.customArtId ? 'customArt' : 'painting',
    productId: row.productId,
    customArtId: row.customArtId,
    title: row.title,
    imageUrl,
    price: toRupees(row.pricePaise),
    deliveryFee: toRupees(row.deliveryPaise),
    note: row.note,
    status: effectiveOfferStatus(row.status, row.expiresAt, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    orderId: row.orderId,
    withdrawnReason: row.withdrawnReason,
  };
}

/**
 * Offers matching `where` with their customer and their painting's main image (read now, so an
 * edited picture shows), newest first, at most `OFFER_LIST_MAX`.
 */
export async function loadAdminOffers(
  db: Db,
  where: SQL | undefined,
  now = new Date(),
): Promise<AdminOffer[]> {
  const rows = await db
    .select({
      offer: offers,
      customer: { id: users.id, name: users.name, email: users.email },
      images: products.images,
    })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.userId))
    .leftJoin(products, eq(products.id, offers.productId))
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(OFFER_LIST_MAX);
  return rows.map(({ offer, customer, images }) => ({
    ...toOfferDto(offer, mainImageUrlOf(images), now),
    customer,
  }));
}

/** One offer as the back-office sees it; it must exist (just written). */
export async function loadAdminOffer(db: Db, offerId: string): Promise<AdminOffer> {
  const [offer] = await loadAdminOffers(db, eq(offers.id, offerId));
  if (!offer) throw new Error(`offer ${offerId} vanished`);
  return offer;
}

/** Strips the back-office's customer from an offer: what its customer is answered. */
export function customerView({ customer: _customer, ...offer }: AdminOffer): Offer {
  return offer;
}
