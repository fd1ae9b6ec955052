import type { ProductListQuery, ProductType } from '@artshop/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, type ProductRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';

/** The home page shows 4 of each list; a few more let the client choose without another call. */
export const HOME_LIST_LIMIT = 12;

export const PRODUCT_NOT_FOUND = 'Product not found';

// Every ordering ends with the id so equal timestamps or counts still page deterministically.
const newestFirst = [desc(products.createdAt), desc(products.id)];

export async function listNewArrivals(db: Db, limit = HOME_LIST_LIMIT): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .orderBy(...newestFirst)
    .limit(limit);
}

export async function listTopSellers(db: Db, limit = HOME_LIST_LIMIT): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .orderBy(desc(products.orderCount), ...newestFirst)
    .limit(limit);
}

/** Uses the (type, created_at) index. */
export async function listProductsByType(
  db: Db,
  type: ProductType,
  page: ProductListQuery,
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.type, type))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function listAllProducts(
  db: Db,
  page: ProductListQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(products)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(products),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The product or undefined; a malformed id is simply not found. */
export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

/** The product, or a 404 'Product not found' for an unknown or malformed id. */
export async function getProduct(db: Db, id: string): Promise<ProductRow> {
  const row = await findProduct(db, id);
  if (!row) throw httpError(404, PRODUCT_NOT_FOUND);
  return row;
}
