import {
  reviewMessages,
  websiteReviewMessages,
  type ProductReviewInput,
  type ProductReviewListQuery,
  type WebsiteReviewInput,
} from '@artshop/shared';
import { count, desc, eq, getTableName, sql, type Column, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  orderItems,
  orders,
  productReviews,
  products,
  websiteReviews,
  type ProductReviewRow,
  type WebsiteReviewRow,
} from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { findProduct, PRODUCT_NOT_FOUND } from '../catalog/catalog.service';
import { invalidateCatalogCache } from '../catalog/response-cache';
import { isUuid } from '../../lib/pg-errors';

/**
 * `"table"."column"`. Drizzle writes a column bare in a one-table select, where inside a subquery
 * the subquery's own column of that name (orders.user_id) would be read instead.
 */
function at(table: Table, column: Column) {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

/** A stored review with what its author's orders say about it. */
export type ReviewWithBuyer = ProductReviewRow & { verifiedBuyer: boolean };

/**
 * 'Verified buyer' (decision 0077): the review's author has a paid order with this product that
 * was not cancelled. Read from the orders tables with every read, so a purchase after the review
 * counts and a cancelled one does not; both writes drop the cached review lists. Orders sit above
 * reviews (decision 0069), so the tables are read here, not the orders module.
 */
const verifiedBuyer = sql<boolean>`(${at(productReviews, productReviews.userId)} is not null and exists (
  select 1 from ${orders}
  inner join ${orderItems} on ${at(orderItems, orderItems.orderId)} = ${at(orders, orders.id)}
  where ${at(orders, orders.userId)} = ${at(productReviews, productReviews.userId)}
    and ${at(orders, orders.paymentStatus)} = 'success'
    and ${at(orders, orders.cancelledAt)} is null
    and ${at(orderItems, orderItems.productId)} = ${at(productReviews, productReviews.productId)}
))`;

const reviewColumns = {
  id: productReviews.id,
  productId: productReviews.productId,
  userId: productReviews.userId,
  name: productReviews.name,
  review: productReviews.review,
  rating: productReviews.rating,
  createdAt: productReviews.createdAt,
  verifiedBuyer,
};

/** One page of a product's reviews, newest first, with the total for 'Load More Reviews'. */
export async function listProductReviews(
  db: Db,
  productId: string,
  page: ProductReviewListQuery,
): Promise<{ rows: ReviewWithBuyer[]; total: number }> {
  const product = await findProduct(db, productId);
  if (!product) throw httpError(404, PRODUCT_NOT_FOUND);
  // Both queries walk the (product_id, created_at) index.
  const [rows, totals] = await Promise.all([
    db
      .select(reviewColumns)
      .from(productReviews)
      .where(eq(productReviews.productId, productId))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(productReviews)
      .where(eq(productReviews.productId, productId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Recomputes a product's rating (average to 1 decimal, 0 without reviews) and rating count. */
async function refreshProductRating(tx: Tx, productId: string): Promise<void> {
  const [stats] = await tx
    .select({
      average: sql<string | null>`round(avg(${productReviews.rating}), 1)`,
      total: count(),
    })
    .from(productReviews)
    .where(eq(productReviews.productId, productId));
  await tx
    .update(products)
    .set({ rating: Number(stats?.average ?? 0), ratingCount: stats?.total ?? 0 })
    .where(eq(products.id, productId));
}

/**
 * Stores a signed-in customer's review (decision 0077) and refreshes the product's rating (average
 * to 1 decimal) and rating count in the same transaction. The product row is locked first so
 * concurrent reviews of one product recompute one after another and none is left out of the
 * average. Cached catalogue responses are dropped.
 */
export async function addProductReview(
  db: Db,
  productId: string,
  userId: string,
  input: ProductReviewInput,
): Promise<ReviewWithBuyer> {
  if (!isUuid(productId)) throw httpError(404, PRODUCT_NOT_FOUND);
  const created = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!locked) throw httpError(404, PRODUCT_NOT_FOUND);

    const [inserted] = await tx
      .insert(productReviews)
      .values({ productId, userId, name: input.name, review: input.review, rating: input.rating })
      .returning({ id: productReviews.id });
    if (!inserted) throw new Error('Inserting a review returned no row');
    const [review] = await tx
      .select(reviewColumns)
      .from(productReviews)
      .where(eq(productReviews.id, inserted.id));
    if (!review) throw new Error('A review just inserted was not found');

    await refreshProductRating(tx, productId);
    return review;
  });
  // The product's rating and its review list changed.
  await invalidateCatalogCache(db);
  return created;
}

/** Website reviews for the home carousel, newest first. The table stays small (admin-written). */
export async function listWebsiteReviews(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: WebsiteReviewRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(websiteReviews)
      .orderBy(desc(websiteReviews.createdAt), desc(websiteReviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(websiteReviews),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Admin moderation: deletes one product review and refreshes the product's rating and count in the
 * same transaction, with the product row locked as `addProductReview` does so a review written at the
 * same moment is not lost from the average. 404 for an unknown or malformed id.
 */
export async function deleteProductReview(db: Db, reviewId: string): Promise<void> {
  if (!isUuid(reviewId)) throw httpError(404, reviewMessages.notFound);
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ productId: productReviews.productId })
      .from(productReviews)
      .where(eq(productReviews.id, reviewId));
    if (!review) throw httpError(404, reviewMessages.notFound);
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, review.productId))
      .for('update');
    const deleted = await tx
      .delete(productReviews)
      .where(eq(productReviews.id, reviewId))
      .returning({ id: productReviews.id });
    // Another admin deleted it between the read and the lock.
    if (deleted.length === 0) throw httpError(404, reviewMessages.notFound);
    await refreshProductRating(tx, review.productId);
  });
  await invalidateCatalogCache(db);
}

/** Admin: a website review written on behalf of a named customer (spec section 2). */
export async function addWebsiteReview(
  db: Db,
  input: WebsiteReviewInput,
): Promise<WebsiteReviewRow> {
  const [row] = await db
    .insert(websiteReviews)
    .values({
      reviewUserName: input.reviewUserName,
      reviewContent: input.reviewContent,
      rating: input.rating,
    })
    .returning();
  if (!row) throw new Error('Inserting a website review returned no row');
  // GET /website-reviews is served from the catalogue response cache.
  await invalidateCatalogCache(db);
  return row;
}

/** Admin: deletes a website review; 404 for an unknown or malformed id. */
export async function deleteWebsiteReview(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw httpError(404, websiteReviewMessages.notFound);
  const deleted = await db
    .delete(websiteReviews)
    .where(eq(websiteReviews.id, id))
    .returning({ id: websiteReviews.id });
  if (deleted.length === 0) throw httpError(404, websiteReviewMessages.notFound);
  await invalidateCatalogCache(db);
}
