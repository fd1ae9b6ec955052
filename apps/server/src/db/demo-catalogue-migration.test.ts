import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STONES, DEMO_WEBSITE_REVIEWS } from '../seed/demo-catalogue';
import { emptyDatabase, migrationsBefore } from '../test/migrations-before';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { products, websiteReviews } from './schema';

// Migration 0015 (decision 0086): a shop seeded before demo rows were marked. Its demo products
// (title and description as seeded) and demo website reviews become `demo`; the owner's own rows,
// even one that kept a demo title, do not.

const BEFORE = '0015_demo_catalogue_marks';

describe('migration 0015: the demo catalogue already in a shop', () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore(BEFORE);
    handle = await emptyDatabase('test_demo_marks');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  it('marks the seeded rows demo and leaves the owner’s alone', async () => {
    await migrate(handle.db, old.folder);
    const demo = DEMO_STONES[0]!;
    const review = DEMO_WEBSITE_REVIEWS[0]!;
    const product = (title: string, description: string) =>
      handle.db.execute(
        sql`insert into products (title, description, price_paise, type, bg_color, size, discount_price_paise) values (${title}, ${description}, 100000, 'stoneArt', '#ffffff', '4 x 3 inches', 100000)`,
      );
    await product(demo.title, demo.description);
    // The owner edited the demo piece's description into their own product: theirs now.
    await product(demo.title, 'My own words about my own stone');
    await product('Peacock on river stone', 'Painted by me');
    const websiteReview = (name: string, content: string) =>
      handle.db.execute(
        sql`insert into website_reviews (review_user_name, review_content, rating) values (${name}, ${content}, 5)`,
      );
    await websiteReview(review.reviewUserName, review.reviewContent);
    await websiteReview('Kavya', 'Lovely stones, quick delivery');

    await migrate(handle.db);

    const marked = await handle.db
      .select({ description: products.description, demo: products.demo })
      .from(products);
    expect(marked.filter((row) => row.demo).map((row) => row.description)).toEqual([
      demo.description,
    ]);
    expect(marked.filter((row) => !row.demo)).toHaveLength(2);
    const reviews = await handle.db
      .select({ name: websiteReviews.reviewUserName, demo: websiteReviews.demo })
      .from(websiteReviews);
    expect(reviews.filter((row) => row.demo).map((row) => row.name)).toEqual([
      review.reviewUserName,
    ]);
  });
});
