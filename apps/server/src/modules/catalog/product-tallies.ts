import {
  availabilityValues,
  orientations,
  productTypes,
  SEARCH_PRICE_BANDS,
  toPaise,
  type Availability,
  type ProductType,
  type SearchFacets,
} from '@artshop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { products, productShownPrice, productTallies } from '../../db/schema';

/**
 * Counts read from the tallies the database keeps (migration 0030, decision 0136) instead of
 * counting every product: a collection's total, the wordless search's facets and the back-office's
 * catalogue figures stay a read of a few dozen rows at any size of shop.
 */

/** One kind of shown product, its availability worked out for now, and how many there are. */
export interface ShownCell {
  type: ProductType;
  availability: Availability;
  /** '' when the product has no picture to tell. */
  orientation: string;
  /** `priceSlot` of its shown price. */
  slot: number;
  products: number;
}

/**
 * The slot of a shown price in paise, as the database's `product_price_slot` gives it: 2i for
 * search price band i (both ends counted, whole rupees), 2i + 1 for the prices past band i's end and
 * before band i + 1's start (₹1,999.50), -1 for 'Price on request' (null).
 */
export function priceSlot(paise: number | null): number {
  if (paise === null) return -1;
  for (const [i, band] of SEARCH_PRICE_BANDS.entries()) {
    if (band.max === null || paise <= toPaise(band.max)) return 2 * i;
    const next = SEARCH_PRICE_BANDS[i + 1];
    if (next && paise < toPaise(next.min)) return 2 * i + 1;
  }
  return 2 * (SEARCH_PRICE_BANDS.length - 1);
}

/**
 * The slots a price range in whole rupees covers, when it runs from a band's start to a band's end
 * (what the price facets and the filters' chips ask), or null when it does not: then only the
 * products themselves can say. No range at all: null slots, every price.
 */
export function slotsOfRange(
  minPrice: number | undefined,
  maxPrice: number | undefined,
): { slots: ReadonlySet<number> | null } | null {
  if (minPrice === undefined && maxPrice === undefined) return { slots: null };
  const first =
    minPrice === undefined ? 0 : SEARCH_PRICE_BANDS.findIndex((b) => b.min === minPrice);
  const last =
    maxPrice === undefined
      ? SEARCH_PRICE_BANDS.length - 1
      : SEARCH_PRICE_BANDS.findIndex((b) => b.max === maxPrice);
  if (first < 0 || last < 0) return null;
  const slots = new Set<number>();
  for (let slot = 2 * first; slot <= 2 * last; slot += 1) slots.add(slot);
  return { slots };
}

/**
 * The shown products by kind, with the paintings reserved at `now` split from the available ones:
 * one statement, so the tallies and the reservations are read in one snapshot.
 */
export async function shownCells(db: Db, now: Date): Promise<ShownCell[]> {
  const t = productTallies;
  const result = await db.execute(sql`
    select ${t.type} as "type", ${t.sold} as "sold", ${t.orientation} as "orientation",
      ${t.priceSlot} as "slot", sum(${t.products})::int as "n", false as "reserved"
    from ${t} where ${t.hidden} = false and ${t.products} <> 0 group by 1, 2, 3, 4
    union all
    select 'painting', false, coalesce(${products.orientation}, ''),
      product_price_slot(${productShownPrice}), count(*)::int, true
    from ${products}
    where ${products.type} = 'painting' and ${products.soldAt} is null
      and ${products.reservedUntil} > ${now} and ${products.hidden} = false
    group by 3, 4`);
  const cells = new Map<string, ShownCell>();
  const add = (cell: Omit<ShownCell, 'products'>, n: number) => {
    const key = `${cell.type}|${cell.availability}|${cell.orientation}|${cell.slot}`;
    const found = cells.get(key) ?? { ...cell, products: 0 };
    found.products += n;
    cells.set(key, found);
  };
  const rows = rowsOf<{
    type: ProductType;
    sold: boolean;
    orientation: string;
    slot: number;
    n: number;
    reserved: boolean;
  }>(result);
  for (const row of rows) {
    const kind = { type: row.type, orientation: row.orientation, slot: Number(row.slot) };
    const n = Number(row.n);
    if (row.reserved) {
      // Reserved paintings are in the tallies as unsold ones: moved from available to reserved.
      add({ ...kind, availability: 'available' }, -n);
      add({ ...kind, availability: 'reserved' }, n);
    } else {
      const sold = row.type === 'painting' && row.sold;
      add({ ...kind, availability: sold ? 'sold' : 'available' }, n);
    }
  }
  return [...cells.values()];
}

/** What to count: each facet's chosen value, and the price slots (null: every price). */
export interface CellFilters {
  type?: ProductType;
  /** A value, or 'unsold' for a collection's default (available and reserved). */
  availability?: Availability | 'unsold';
  orientation?: string;
  slots: ReadonlySet<number> | null;
}

type Facet = 'type' | 'availability' | 'orientation' | 'price';

function matches(cell: ShownCell, filters: CellFilters, except?: Facet): boolean {
  const { type, availability, orientation, slots } = filters;
  if (except !== 'type' && type && cell.type !== type) return false;
  if (except !== 'availability' && availability) {
    if (
      availability === 'unsold' ? cell.availability === 'sold' : cell.availability !== availability
    )
      return false;
  }
  if (except !== 'orientation' && orientation && cell.orientation !== orientation) return false;
  if (except !== 'price' && slots && !slots.has(cell.slot)) return false;
  return true;
}

/** How many shown products pass the filters. */
export function countCells(cells: readonly ShownCell[], filters: CellFilters): number {
  return cells.reduce((sum, cell) => sum + (matches(cell, filters) ? cell.products : 0), 0);
}

/** The search's total and facets, each value counted under every chosen filter but its own. */
export function facetsOfCells(
  cells: readonly ShownCell[],
  filters: CellFilters,
): { total: number; facets: SearchFacets } {
  const under = (except: Facet, pick: (cell: ShownCell) => boolean) =>
    cells.reduce(
      (sum, cell) => sum + (matches(cell, filters, except) && pick(cell) ? cell.products : 0),
      0,
    );
  return {
    total: countCells(cells, filters),
    facets: {
      type: productTypes.map((value) => ({ value, count: under('type', (c) => c.type === value) })),
      price: SEARCH_PRICE_BANDS.map((band, i) => ({
        ...band,
        count: under('price', (c) => c.slot === 2 * i),
      })),
      availability: availabilityValues.map((value) => ({
        value,
        count: under('availability', (c) => c.availability === value),
      })),
      orientation: orientations.map((value) => ({
        value,
        count: under('orientation', (c) => c.orientation === value),
      })),
    },
  };
}

/** How many products are shown, sold and reserved ones included: the tallies alone. */
export async function shownTotal(db: Db): Promise<number> {
  const t = productTallies;
  const result = await db.execute(
    sql`select coalesce(sum(${t.products}), 0)::int as "n" from ${t} where ${t.hidden} = false`,
  );
  return Number(rowsOf<{ n: unknown }>(result)[0]?.n ?? 0);
}

/** The back-office's catalogue figures, hidden products included. */
export async function catalogueTally(db: Db): Promise<{
  totalProducts: number;
  paintings: number;
  stoneArt: number;
  activeDiscounts: number;
}> {
  const t = productTallies;
  const result = await db.execute(sql`
    select coalesce(sum(${t.products}), 0)::int as "totalProducts",
      coalesce(sum(${t.products}) filter (where ${t.type} = 'painting'), 0)::int as "paintings",
      coalesce(sum(${t.products}) filter (where ${t.type} = 'stoneArt'), 0)::int as "stoneArt",
      coalesce(sum(${t.products}) filter (where ${t.discounted}), 0)::int as "activeDiscounts"
    from ${t}`);
  const row = rowsOf<Record<string, unknown>>(result)[0] ?? {};
  return {
    totalProducts: Number(row.totalProducts ?? 0),
    paintings: Number(row.paintings ?? 0),
    stoneArt: Number(row.stoneArt ?? 0),
    activeDiscounts: Number(row.activeDiscounts ?? 0),
  };
}
