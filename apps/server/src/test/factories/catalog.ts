import {
  discountedPaise,
  ownSizeLabel,
  type ProductImage,
  type ProductType,
  type StoredProductSize,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  artists,
  productReviews,
  products,
  websiteReviews,
  type ArtistRow,
  type NewProductRow,
  type ProductReviewRow,
  type ProductRow,
  type WebsiteReviewRow,
} from '../../db/schema';
import { storedSize } from '../../modules/catalog/product-sizes';
import { invalidateCatalogCache } from '../../modules/catalog/response-cache';
import { VARIANT_WIDTHS } from '../../media/intake';

/**
 * Test data factories: small, valid rows with overridable fields. Not used by production code. Each
 * write drops the app's cached catalogue responses, as the real writers do.
 */

/** Empties the catalogue tables (reviews go with their products) so tests can share one app. */
export async function resetCatalog(db: Db): Promise<void> {
  await db.delete(websiteReviews);
  await db.delete(products);
  await db.delete(artists);
  invalidateCatalogCache(db);
}

/** An artist profile (decision 0108); its slug from the name unless given. */
export async function createArtistProfile(
  db: Db,
  overrides: Partial<typeof artists.$inferInsert> & { name: string },
): Promise<ArtistRow> {
  const slug = overrides.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const [row] = await db
    .insert(artists)
    .values({ slug, ...overrides })
    .returning();
  if (!row) throw new Error('createArtistProfile inserted no row');
  invalidateCatalogCache(db);
  return row;
}

let sequence = 0;
const next = () => ++sequence;

/** A main image and two sidebars with the WebP widths the media intake produces. */
export function fakeProductImages(name = `img-${next()}`): ProductImage[] {
  const image = (role: ProductImage['role'], suffix: string): ProductImage => {
    const variants = VARIANT_WIDTHS.map((width) => ({
      url: `/media/products/${name}${suffix}-${width}.webp`,
      width,
      height: Math.round(width * 0.75),
    }));
    const largest = variants[variants.length - 1]!;
    return { ...largest, variants, role };
  };
  return [image('main', ''), image('sidebar', '-s1'), image('sidebar', '-s2')];
}

export type ProductOverrides = Partial<Omit<NewProductRow, 'discountPricePaise'>>;

/** A size as the admin's save stores it (decision 0082); the discounted price is derived. */
export function productSize(
  label: string,
  pricePaise: number,
  {
    discountPercentage = 0,
    weightGrams = null,
  }: { discountPercentage?: number; weightGrams?: number | null } = {},
): StoredProductSize {
  return storedSize(label, pricePaise, { discountPercentage, weightGrams });
}

/** The product's own size alone, as the admin's save makes it when no other sizes are given. */
function ownSizes(
  type: ProductType,
  size: string | null | undefined,
  pricePaise: number,
  discountPercentage: number,
): StoredProductSize[] {
  return [productSize(ownSizeLabel(type, size), pricePaise, { discountPercentage })];
}

/**
 * Adds sizes to a product after its own (decision 0082), as the admin's form does; returns the
 * product with its sizes.
 */
export async function addProductSizes(
  db: Db,
  product: Pick<ProductRow, 'id'>,
  sizes: readonly StoredProductSize[],
): Promise<ProductRow> {
  const [current] = await db.select().from(products).where(eq(products.id, product.id));
  if (!current) throw new Error('addProductSizes: no such product');
  const [row] = await db
    .update(products)
    .set({ sizes: [...current.sizes, ...sizes] })
    .where(eq(products.id, product.id))
    .returning();
  invalidateCatalogCache(db);
  return row!;
}

/** Inserts a product; `discount_price_paise` is derived from price and percentage as the admin save does. */
export async function createProduct(db: Db, overrides: ProductOverrides = {}): Promise<ProductRow> {
  const n = next();
  const pricePaise = overrides.pricePaise ?? 150_000;
  const discountPercentage = overrides.discountPercentage ?? 0;
  const [row] = await db
    .insert(products)
    .values({
      title: `Product ${n}`,
      description: `Description of product ${n}`,
      type: 'stoneArt',
      images: fakeProductImages(),
      ...overrides,
      pricePaise,
      discountPercentage,
      discountPricePaise: discountedPaise(pricePaise, discountPercentage),
      sizes:
        overrides.sizes ??
        ownSizes(overrides.type ?? 'stoneArt', overrides.size, pricePaise, discountPercentage),
    })
    .returning();
  if (!row) throw new Error('createProduct inserted no row');
  invalidateCatalogCache(db);
  return row;
}

/**
 * Inserts `count` products in one statement (a large collection in a fraction of the time of one
 * insert each); `overrides(i)` sets each one's fields.
 */
export async function createProducts(
  db: Db,
  count: number,
  overrides: (i: number) => ProductOverrides = () => ({}),
): Promise<ProductRow[]> {
  const values = Array.from({ length: count }, (_, i) => {
    const n = next();
    const own = overrides(i);
    const pricePaise = own.pricePaise ?? 150_000;
    const discountPercentage = own.discountPercentage ?? 0;
    return {
      title: `Product ${n}`,
      description: `Description of product ${n}`,
      type: 'stoneArt' as const,
      images: fakeProductImages(),
      ...own,
      pricePaise,
      discountPercentage,
      discountPricePaise: discountedPaise(pricePaise, discountPercentage),
      sizes:
        own.sizes ?? ownSizes(own.type ?? 'stoneArt', own.size, pricePaise, discountPercentage),
    };
  });
  const rows = await db.insert(products).values(values).returning();
  await invalidateCatalogCache(db);
  return rows;
}

export type ReviewOverrides = Partial<typeof productReviews.$inferInsert>;

/** Inserts a review (of a new product unless `productId` is given). Does not touch the product's rating. */
export async function createReview(
  db: Db,
  overrides: ReviewOverrides = {},
): Promise<ProductReviewRow> {
  const productId = overrides.productId ?? (await createProduct(db)).id;
  const n = next();
  const [row] = await db
    .insert(productReviews)
    .values({ name: `Reviewer ${n}`, review: `Review ${n}`, rating: 5, ...overrides, productId })
    .returning();
  if (!row) throw new Error('createReview inserted no row');
  invalidateCatalogCache(db);
  return row;
}

export type WebsiteReviewOverrides = Partial<typeof websiteReviews.$inferInsert>;

export async function createWebsiteReview(
  db: Db,
  overrides: WebsiteReviewOverrides = {},
): Promise<WebsiteReviewRow> {
  const n = next();
  const [row] = await db
    .insert(websiteReviews)
    .values({
      reviewUserName: `Customer ${n}`,
      reviewContent: `Website review ${n}`,
      rating: 5,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createWebsiteReview inserted no row');
  invalidateCatalogCache(db);
  return row;
}
