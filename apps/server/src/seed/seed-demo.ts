import { availableParallelism } from 'node:os';
import { artworkSizeFromText, discountedPaise, toPaise, type ProductImage } from '@artshop/shared';
import { count, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createMediaStorage } from '../media/media-storage';
import type { MediaStorage } from '../media/storage';
import { productReviews, products, websiteReviews } from '../db/schema';
import { renderArtwork, type ArtworkSpec } from './artwork';
import { ensureAdmin, type SeedLog } from './ensure-admin';
import {
  DEMO_PAINTINGS,
  DEMO_REVIEW_TEXTS,
  DEMO_STONES,
  DEMO_WEBSITE_REVIEWS,
  type DemoProduct,
} from './demo-catalogue';
import { demoSizes } from './demo-sizes';

export type { SeedLog } from './ensure-admin';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any constant: serialises concurrent seeders (several server processes starting at once). */
const SEED_LOCK_KEY = 4_242_001;

export interface SeedResult {
  /** Products inserted by this run (0 when the catalogue was not empty or seeding is off). */
  products: number;
  /** Time spent on the catalogue, images included. */
  catalogueMs: number;
}

/**
 * Start-up seeding: always makes sure an admin exists; fills the demo catalogue only when
 * `config.seedDemo` is on and there are no products yet.
 */
export async function seedDemo(db: Db, config: Config, log: SeedLog): Promise<SeedResult> {
  await ensureAdmin(db, config, log);
  if (!config.seedDemo) return { products: 0, catalogueMs: 0 };
  if (await hasProducts(db)) return { products: 0, catalogueMs: 0 };

  const started = performance.now();
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Checked again under the lock: another process may have seeded meanwhile.
    if (await hasProducts(tx as unknown as Db)) return 0;
    const catalogue: DemoProduct[] = [...DEMO_PAINTINGS, ...DEMO_STONES];
    // The images go where the shop keeps them: the local disk or the bucket (decision 0124).
    const media = await createMediaStorage(config);
    try {
      const images = await renderAll(catalogue, media);
      await insertCatalogue(tx as unknown as Db, catalogue, images);
    } finally {
      media.close();
    }
    return catalogue.length;
  });
  const catalogueMs = Math.round(performance.now() - started);
  if (inserted > 0) log.info(`Demo catalogue seeded: ${inserted} products in ${catalogueMs} ms`);
  return { products: inserted, catalogueMs };
}

async function hasProducts(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) > 0;
}

function artSpec(product: DemoProduct, index: number): ArtworkSpec {
  const seed = 1000 + index * 7919;
  return product.type === 'painting'
    ? { type: 'painting', kind: product.art, seed }
    : { type: 'stoneArt', kind: product.art, seed, surface: product.bgColor, text: product.text };
}

/** Renders every product's pictures, a few products at a time (sharp works off the main thread). */
async function renderAll(catalogue: DemoProduct[], media: MediaStorage): Promise<ProductImage[][]> {
  const results: ProductImage[][] = new Array(catalogue.length);
  let next = 0;
  const worker = async () => {
    while (next < catalogue.length) {
      const index = next++;
      const product = catalogue[index];
      if (product) results[index] = await renderArtwork(artSpec(product, index), media);
    }
  };
  const workers = Math.max(2, Math.min(4, availableParallelism()));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

/**
 * A demo painting's own width and height (decision 0121), read from its size text as migration
 * 0026 reads a shop's: its photo's longer side is the longer number.
 */
function demoArtworkSize(item: DemoProduct, images: ProductImage[] | undefined) {
  if (item.type !== 'painting') return {};
  const main = images?.[0];
  const orientation = !main
    ? null
    : main.width > main.height * 1.1
      ? 'landscape'
      : main.height > main.width * 1.1
        ? 'portrait'
        : 'square';
  const size = artworkSizeFromText(item.size, orientation);
  return size ? { artWidthCm: size.widthCm, artHeightCm: size.heightCm } : {};
}

async function insertCatalogue(
  db: Db,
  catalogue: DemoProduct[],
  images: ProductImage[][],
): Promise<void> {
  const now = Date.now();
  for (const [index, item] of catalogue.entries()) {
    // A few hours of jitter so no two products share a timestamp.
    const createdAt = new Date(now - item.daysAgo * DAY_MS - (index % 7) * 3_600_000);
    const ratings = item.reviews ?? [];
    const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
    const pricePaise = toPaise(item.priceRupees);
    const discountPercentage = item.discountPercentage ?? 0;
    const [row] = await db
      .insert(products)
      .values({
        title: item.title,
        description: item.description,
        pricePaise,
        type: item.type,
        bgColor: item.bgColor,
        artist: item.type === 'painting' ? item.artist : null,
        size: item.size,
        isPremium: item.isPremium ?? false,
        discountPercentage,
        discountPricePaise: discountedPaise(pricePaise, discountPercentage),
        rating: Math.round(average * 10) / 10,
        ratingCount: ratings.length,
        orderCount: item.orderCount,
        images: images[index] ?? [],
        sizes: demoSizes(item),
        ...demoArtworkSize(item, images[index]),
        // Marked, so the owner can remove the demo in one step and nothing of theirs (decision 0086).
        demo: true,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: products.id });
    if (!row || ratings.length === 0) continue;
    await db.insert(productReviews).values(
      ratings.map((rating, i) => {
        const text = DEMO_REVIEW_TEXTS[(index + i) % DEMO_REVIEW_TEXTS.length] ?? {
          name: 'Guest',
          review: 'Lovely.',
        };
        return {
          productId: row.id,
          name: text.name,
          review: text.review,
          rating,
          // Reviews arrive after the product, spread over the following days.
          createdAt: new Date(Math.min(now, createdAt.getTime() + (i + 1) * DAY_MS * 0.8)),
        };
      }),
    );
  }

  const [reviews] = await db.select({ n: count() }).from(websiteReviews);
  if ((reviews?.n ?? 0) === 0) {
    await db.insert(websiteReviews).values(
      DEMO_WEBSITE_REVIEWS.map((r) => ({
        reviewUserName: r.reviewUserName,
        reviewContent: r.reviewContent,
        rating: r.rating,
        demo: true,
        createdAt: new Date(now - r.daysAgo * DAY_MS),
      })),
    );
  }
}
