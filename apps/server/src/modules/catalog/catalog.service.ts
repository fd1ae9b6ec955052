import type { ProductListQuery, ProductType } from '@artshop/shared';
import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
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

/**
 * One page of products, newest first, matching `where`. The page is chosen on ids alone (from the
 * (created_at, id) or (type, created_at, id) index, or a search index) and only its rows are read,
 * so a deep page skips index entries rather than wide product rows (docs/decisions/0033).
 */
export async function newestProductsPage(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<ProductRow[]> {
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select()
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(...newestFirst);
}

export async function listProductsByType(
  db: Db,
  type: ProductType,
  page: ProductListQuery,
): Promise<ProductRow[]> {
  return newestProductsPage(db, eq(products.type, type), page);
}

export async function listAllProducts(
  db: Db,
  page: ProductListQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    newestProductsPage(db, undefined, page),
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
