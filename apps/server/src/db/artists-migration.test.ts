import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore } from '../test/migrations-before';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { artists, products } from './schema';

// Migration 0022 (decision 0108): the artist text of the products already in a shop becomes
// profiles, one per name whatever its letter case or outer spaces, and each product points at its.

const BEFORE = '0022_search_and_artists';

describe('migration 0022: artist profiles from existing products', () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore(BEFORE);
    handle = await emptyDatabase('test_artists_migration');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  it('makes one profile per artist name and links every product of that name', async () => {
    await migrate(handle.db, old.folder);
    const insert = (title: string, artist: string | null) =>
      handle.db.execute(
        sql`insert into products (title, description, price_paise, type, bg_color, discount_price_paise, artist) values (${title}, 'before', 500000, 'painting', '#ffffff', 500000, ${artist})`,
      );
    await insert('Backwaters', 'Meera Pillai');
    await insert('Dawn', ' meera pillai ');
    await insert('Ghats', 'Arjun Das');
    await insert('Jugalbandi', 'Arjun & Das');
    await insert('Untitled', null);
    await insert('Blank', '   ');

    await migrate(handle.db);

    const profiles = await handle.db
      .select({ name: artists.name, slug: artists.slug })
      .from(artists)
      .orderBy(artists.slug);
    expect(profiles).toEqual([
      { name: 'Arjun & Das', slug: 'arjun-das' },
      { name: 'Arjun Das', slug: 'arjun-das-2' },
      { name: 'Meera Pillai', slug: 'meera-pillai' },
    ]);
    const linked = await handle.db.execute(
      sql`select p.title, a.slug from products p left join artists a on a.id = p.artist_id order by p.title`,
    );
    const rows = (linked as unknown as { rows: { title: string; slug: string | null }[] }).rows;
    expect(rows).toEqual([
      { title: 'Backwaters', slug: 'meera-pillai' },
      { title: 'Blank', slug: null },
      { title: 'Dawn', slug: 'meera-pillai' },
      { title: 'Ghats', slug: 'arjun-das-2' },
      { title: 'Jugalbandi', slug: 'arjun-das' },
      { title: 'Untitled', slug: null },
    ]);
    // The products' own text is left as it was written.
    const [dawn] = await handle.db
      .select({ artist: products.artist })
      .from(products)
      .where(sql`${products.title} = 'Dawn'`);
    expect(dawn?.artist).toBe(' meera pillai ');
  });
});
