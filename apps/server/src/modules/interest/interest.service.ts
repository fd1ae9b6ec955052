import {
  authMessages,
  offerMessages,
  toRupees,
  type InterestedBuyersParams,
  type InterestedBuyersResponse,
} from '@artshop/shared';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interestedBuyers, offers, products, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { likeContains } from '../../lib/like-contains';
import { isForeignKeyViolation, isUuid } from '../../lib/pg-errors';
import { availabilityOf, mainImageUrlOf } from '../catalog/product-dto';
import { queueInterestNotice } from '../mail/notifications/interest';
import type { NotificationSettings } from '../mail/notifications/notification-settings';

/**
 * Records that a customer wants to buy a product (DESIGN section 4: once per customer and
 * product), with the shop's notice in the same transaction. ON CONFLICT DO NOTHING keeps two
 * simultaneous clicks from turning into a 500 (and from a second notice). A product the admin hid
 * is not found; a sold painting (decision 0052) can no longer be wanted: 409.
 */
export async function registerInterest(
  db: Db,
  settings: NotificationSettings,
  userId: string,
  productId: string,
): Promise<void> {
  if (!isUuid(productId)) throw httpError(404, authMessages.productNotFound);
  const [product] = await db
    .select({ type: products.type, soldAt: products.soldAt, reservedUntil: products.reservedUntil })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.hidden, false)));
  if (!product) throw httpError(404, authMessages.productNotFound);
  if (availabilityOf(product) === 'sold') throw httpError(409, offerMessages.alreadySold);
  let inserted: { id: string }[];
  try {
    inserted = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(interestedBuyers)
        .values({ userId, productId })
        .onConflictDoNothing({ target: [interestedBuyers.userId, interestedBuyers.productId] })
        .returning({ id: interestedBuyers.id });
      for (const row of rows) await queueInterestNotice(tx, settings, row.id);
      return rows;
    });
  } catch (error) {
    // The product does not exist (or was deleted a moment ago).
    if (isForeignKeyViolation(error)) throw httpError(404, authMessages.productNotFound);
    throw error;
  }
  if (inserted.length === 0) throw httpError(409, authMessages.interestExists);
}

/**
 * Whether the customer already recorded interest in the product (decision 0081). A malformed id
 * is a 404, as everywhere; any other product without their interest is simply false.
 */
export async function hasInterest(db: Db, userId: string, productId: string): Promise<boolean> {
  if (!isUuid(productId)) throw httpError(404, authMessages.productNotFound);
  const [row] = await db
    .select({ id: interestedBuyers.id })
    .from(interestedBuyers)
    .where(and(eq(interestedBuyers.userId, userId), eq(interestedBuyers.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/** A case-insensitive part of the buyer's name or email or the product's title. */
function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likeContains(q);
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(products.title, pattern),
  );
}

/**
 * Interests for the admin (DESIGN section 3), newest first, with the buyer's name, email and
 * account date and the product's display fields: the page asked for (or every one, the spec's
 * whole list, decision 0137), how many match the search and how many there are. A deleted
 * product takes its interests with it (a foreign key cascade); the inner join keeps a broken row
 * out of the page and the counts alike should that ever change.
 */
export async function listInterestedBuyers(
  db: Db,
  { q, limit, offset }: InterestedBuyersParams,
): Promise<InterestedBuyersResponse> {
  // An offer for this interest that is still open or being paid and has not lapsed (decision 0086).
  const offerSent = sql<boolean>`exists (select 1 from ${offers} where ${offers.interestId} = ${interestedBuyers.id} and ${offers.status} in ('open', 'accepted') and ${offers.expiresAt} > now())`;
  const where = searchCondition(q);
  // Every interest and the search's matches, in one pass over the join.
  const counts = db
    .select({
      all: count(),
      found: where ? sql<number>`(count(*) filter (where ${where}))::int` : count(),
    })
    .from(interestedBuyers)
    .innerJoin(users, eq(users.id, interestedBuyers.userId))
    .innerJoin(products, eq(products.id, interestedBuyers.productId))
    .then(([row]) => row ?? { all: 0, found: 0 });
  // Only the columns the entry shows: a list that grows with the shop reads no whole rows
  // (a product's images aside, for its main picture).
  const page = db
    .select({
      id: interestedBuyers.id,
      createdAt: interestedBuyers.createdAt,
      username: users.name,
      email: users.email,
      userCreatedAt: users.createdAt,
      product: {
        id: products.id,
        title: products.title,
        type: products.type,
        description: products.description,
        images: products.images,
        pricePaise: products.pricePaise,
        discountPercentage: products.discountPercentage,
        discountPricePaise: products.discountPricePaise,
        orderCount: products.orderCount,
        soldAt: products.soldAt,
      },
      offerSent,
    })
    .from(interestedBuyers)
    .innerJoin(users, eq(users.id, interestedBuyers.userId))
    .innerJoin(products, eq(products.id, interestedBuyers.productId))
    .where(where)
    .orderBy(desc(interestedBuyers.createdAt), desc(interestedBuyers.id))
    .offset(offset)
    .$dynamic();
  const [rows, { all, found }] = await Promise.all([
    limit === undefined ? page : page.limit(limit),
    counts,
  ]);
  return {
    interestedBuyersData: rows.map(({ product, ...row }) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      user: {
        username: row.username,
        email: row.email,
        createdAt: row.userCreatedAt.toISOString(),
      },
      product: {
        id: product.id,
        title: product.title,
        type: product.type,
        mainImageUrl: mainImageUrlOf(product.images),
        price: toRupees(product.pricePaise),
        discount: product.discountPercentage > 0,
        discountPrice: toRupees(product.discountPricePaise),
        discountPercentage: product.discountPercentage,
        orderCount: product.orderCount,
        description: product.description,
      },
      status: product.soldAt ? 'sold' : row.offerSent ? 'offerSent' : 'open',
    })),
    total: found,
    stats: { total: all },
  };
}
