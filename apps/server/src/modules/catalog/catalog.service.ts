import {
  formatListCursor,
  ownSizeLabel,
  toPaise,
  type Availability,
  type ListCursor,
  type CollectionSort,
  type ProductListQuery,
  type ProductType,
} from '@artshop/shared';
import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { collectionSizeNames, products, productShownPrice, type ProductRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { beforeCursor, cursorMicros } from '../../db/list-cursor';
import { isUuid } from '../../lib/pg-errors';
import { keptTotal } from './list-totals';
import { countCells, shownCells, shownTotal, slotsOfRange } from './product-tallies';

/** The home page shows 4 of each list; a few more let the client choose without another call. */
export const HOME_LIST_LIMIT = 12;

export const PRODUCT_NOT_FOUND = 'Product not found';

// Every ordering ends with the id so equal timestamps or counts still page deterministically.
export const newestFirst = [desc(products.createdAt), desc(products.id)];

/** What the shop shows: every product the admin has not hidden (decision 0052). */
export const shown = eq(products.hidden, false);

/**
 * A collection's availability filter (decision 0052), by the rule of `availabilityOf`: one value,
 * or by default what can still be bought (available and reserved; sold paintings only under the
 * 'Sold' filter). Stone art is always available, whatever its columns say.
 */
export function availabilityFilter(
  availability: Availability | undefined,
  now: Date,
): SQL | undefined {
  const painting = eq(products.type, 'painting');
  const notPainting = ne(products.type, 'painting');
  switch (availability) {
    case 'sold':
      return and(painting, isNotNull(products.soldAt));
    case 'reserved':
      return and(painting, isNull(products.soldAt), gt(products.reservedUntil, now));
    case 'available':
      return or(
        notPainting,
        and(
          isNull(products.soldAt),
          or(isNull(products.reservedUntil), lte(products.reservedUntil, now)),
        ),
      );
    default:
      return or(notPainting, isNull(products.soldAt));
  }
}

export async function listNewArrivals(db: Db, limit = HOME_LIST_LIMIT): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(shown)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Sold paintings stay in the list: they were bought, and the list is what shoppers bought most. */
export async function listTopSellers(db: Db, limit = HOME_LIST_LIMIT): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(shown)
    .orderBy(desc(products.orderCount), ...newestFirst)
    .limit(limit);
}

/** A page of a list and, when it is ordered newest first and more rows follow, the next page's cursor. */
export interface ListPage<Row> {
  rows: Row[];
  nextCursor: string | null;
}

/**
 * One page of products, newest first, matching `where`. The page is chosen on ids alone (from the
 * partial indexes of migration 0028, the (created_at, id) or (type, created_at, id) index, or a
 * search index) and only its rows are read, so a deep page skips index entries rather than wide
 * product rows (docs/decisions/0033). `after` starts the page after a cursor instead of at
 * `offset` (decision 0127); one row more than the page is read to know whether another follows.
 */
export async function newestProductsPage(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number; after?: ListCursor },
  order: readonly SQL[] = newestFirst,
): Promise<ListPage<ProductRow>> {
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(and(where, beforeCursor(products, page.after)))
    .orderBy(...order)
    .limit(page.limit + 1)
    .offset(page.offset);
  const found = await db
    .select({ row: products, micros: cursorMicros(products.createdAt) })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(...order);
  const rows = found.slice(0, page.limit);
  const last = found.length > page.limit ? found[page.limit - 1] : undefined;
  return {
    rows: rows.map((r) => r.row),
    // A cursor names a place in the newest-first order only (a price order has none).
    nextCursor:
      last && order === newestFirst
        ? formatListCursor({ micros: last.micros, id: last.row.id })
        : null,
  };
}

/**
 * The order by price (decision 0089): the selling price a card shows (the own size's), 'Price on
 * request' pieces after every priced one, then newest first and the id, so equal prices still
 * page deterministically. Among themselves 'Price on request' pieces are newest first in both
 * directions: ordering them by their hidden price would let the two sorts reveal it. The shown
 * price is null exactly for them (productShownPrice), so 'nulls last' puts them after; the terms
 * are those of products_collection_price_asc_idx and _desc_idx word for word (decision 0130).
 */
export function priceOrder(sort: 'price-asc' | 'price-desc'): readonly SQL[] {
  const direction = sort === 'price-asc' ? sql`asc` : sql`desc`;
  return [sql`${productShownPrice} ${direction} nulls last`, ...newestFirst];
}

/** A collection's order (decision 0089): newest first, or by price. */
function collectionOrder(sort: CollectionSort): readonly SQL[] {
  return sort === 'newest' ? newestFirst : priceOrder(sort);
}

/**
 * Products offering a size of this name (decision 0089), any letter case: one of `sizes`, or the own
 * size alone when the list is empty (the rule of `sizesOf`).
 */
function sizeFilter(size: string | undefined): SQL | undefined {
  if (size === undefined) return undefined;
  const wanted = size.toLowerCase();
  return sql`(exists (select 1 from jsonb_array_elements(${products.sizes}) as s where lower(s->>'label') = ${wanted})
    or (jsonb_array_length(${products.sizes}) = 0 and lower(coalesce(nullif(btrim(${products.size}), ''),
      case when ${products.type} = 'painting' then ${ownSizeLabel('painting', null)} else ${ownSizeLabel('stoneArt', null)} end)) = ${wanted}))`;
}

/**
 * The price filter, whole rupees, on the selling price; a hidden price matches no price range. The
 * search counts its facets with it from products_search_facets_idx's columns (migration 0022).
 */
export function priceFilter(
  minPrice: number | undefined,
  maxPrice: number | undefined,
): SQL | undefined {
  if (minPrice === undefined && maxPrice === undefined) return undefined;
  return and(
    eq(products.priceOnRequest, false),
    minPrice === undefined ? undefined : gte(products.discountPricePaise, toPaise(minPrice)),
    maxPrice === undefined ? undefined : lte(products.discountPricePaise, toPaise(maxPrice)),
  );
}

/**
 * A collection's price filter: `priceFilter`'s rule on the stored shown price, whose null (a
 * hidden price) is in no range; the price indexes hold it, so a range is an index range
 * (decision 0130).
 */
export function shownPriceFilter(
  minPrice: number | undefined,
  maxPrice: number | undefined,
): SQL | undefined {
  return and(
    minPrice === undefined ? undefined : sql`${productShownPrice} >= ${toPaise(minPrice)}`,
    maxPrice === undefined ? undefined : sql`${productShownPrice} <= ${toPaise(maxPrice)}`,
  );
}

/** A collection's query: the page, and its sort and filters (decision 0089), all optional. */
export type CollectionPage = ProductListQuery & {
  availability?: Availability;
  sort?: CollectionSort;
  size?: string;
  minPrice?: number;
  maxPrice?: number;
};

/**
 * A collection: one page of one type's shown products, filtered by availability (default: not sold),
 * size and price, in the chosen order, and how many match in all. Order and filter are the server's,
 * so page N follows page N-1 exactly.
 */
export async function listProductsByType(
  db: Db,
  type: ProductType,
  page: CollectionPage,
  now: Date = new Date(),
): Promise<ListPage<ProductRow> & { total: number }> {
  const where = and(
    eq(products.type, type),
    shown,
    availabilityFilter(page.availability, now),
    sizeFilter(page.size),
    shownPriceFilter(page.minPrice, page.maxPrice),
  );
  const countAll = () =>
    db
      .select({ total: count() })
      .from(products)
      .where(where)
      .then((totals) => totals[0]?.total ?? 0);
  // Every page of one filter has the same total: kept briefly (decision 0128), except under the
  // filters that change with the clock alone (a reservation running out).
  const timeless = page.availability === undefined || page.availability === 'sold';
  const totalKey = JSON.stringify([
    type,
    page.availability,
    page.size?.toLowerCase(),
    page.minPrice,
    page.maxPrice,
  ]);
  // Without a size, and with no price range or one of whole bands, the total is read from the
  // kept tallies (decision 0136): a few dozen rows, not every product of the type.
  const range = page.size === undefined ? slotsOfRange(page.minPrice, page.maxPrice) : null;
  const [found, total] = await Promise.all([
    newestProductsPage(db, where, page, collectionOrder(page.sort ?? 'newest')),
    range
      ? shownCells(db, now).then((cells) =>
          countCells(cells, {
            type,
            availability: page.availability ?? 'unsold',
            slots: range.slots,
          }),
        )
      : timeless
        ? keptTotal(db, totalKey, countAll)
        : countAll(),
  ]);
  return { ...found, total };
}

/**
 * The size names one type's shown products offer (decision 0089), for the collection's size filter:
 * every name once, whatever its letter case, sorted. Read from `collection_size_names`, which the
 * database keeps on every write of a product (migration 0029, decision 0130): a few rows, not a
 * pass over every product of the type. '' stands for a blank own size, the type's default name.
 */
export async function listCollectionSizes(db: Db, type: ProductType): Promise<string[]> {
  const names = collectionSizeNames;
  const labels = await db.execute(sql`
    select min(label) as label from (
      select case when ${names.label} = '' then ${ownSizeLabel(type, null)} else ${names.label} end as label
        from ${names} where ${names.type} = ${type} and ${names.products} > 0
    ) as offered group by lower(label) order by lower(label)`);
  return rowsOf<{ label: string }>(labels).map((row) => row.label);
}

/** Every shown product, sold ones included (the recommendation pool; a sold piece is portfolio). */
export async function listAllProducts(
  db: Db,
  page: ProductListQuery,
): Promise<ListPage<ProductRow> & { total: number }> {
  const [found, total] = await Promise.all([
    newestProductsPage(db, shown, page),
    // From the kept tallies (decision 0136), not a count of every product.
    shownTotal(db),
  ]);
  return { ...found, total };
}

/**
 * The product as the shop shows it, or undefined: a malformed id, or a product the admin hid
 * (decision 0052), is simply not found.
 */
export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), shown))
    .limit(1);
  return row;
}

/** The product, or a 404 'Product not found' for an unknown or malformed id. */
export async function getProduct(db: Db, id: string): Promise<ProductRow> {
  const row = await findProduct(db, id);
  if (!row) throw httpError(404, PRODUCT_NOT_FOUND);
  return row;
}
