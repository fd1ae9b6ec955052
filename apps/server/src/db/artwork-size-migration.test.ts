import { artworkSizeFromText, type PhotoOrientation } from '@artshop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore } from '../test/migrations-before';
import type { DbHandle } from './client';
import { migrate } from './migrate';

// Migration 0026 (decision 0121): a painting's width and height in cm from the size text a shop
// wrote. The shared `artworkSizeFromText` (the demo seed's) reads the same texts: one list of
// cases holds the SQL and the TypeScript to the same answers.

interface Case {
  size: string | null;
  photo: PhotoOrientation | null;
  expected: { widthCm: number; heightCm: number } | null;
}

const CASES: Case[] = [
  // The demo's texts: '{a} x {b} inches' under a landscape photo.
  { size: '48 x 72 inches', photo: 'landscape', expected: { widthCm: 182.9, heightCm: 121.9 } },
  { size: '30 x 30 inches', photo: 'landscape', expected: { widthCm: 76.2, heightCm: 76.2 } },
  // What admins type: no photo or a square one reads height x width.
  { size: '24 x 36 in', photo: null, expected: { widthCm: 91.4, heightCm: 61 } },
  { size: '24"x36"', photo: null, expected: { widthCm: 91.4, heightCm: 61 } },
  { size: "24''x36''", photo: null, expected: { widthCm: 91.4, heightCm: 61 } },
  { size: '24 × 36 in.', photo: 'square', expected: { widthCm: 91.4, heightCm: 61 } },
  { size: '24 by 36 Inch', photo: null, expected: { widthCm: 91.4, heightCm: 61 } },
  { size: '60 x 90 cm', photo: 'portrait', expected: { widthCm: 60, heightCm: 90 } },
  { size: '90 X 60 CM', photo: 'portrait', expected: { widthCm: 60, heightCm: 90 } },
  { size: '45cm x 60cm', photo: null, expected: { widthCm: 60, heightCm: 45 } },
  { size: '600 x 900 mm', photo: null, expected: { widthCm: 90, heightCm: 60 } },
  { size: '2 x 3 ft', photo: 'landscape', expected: { widthCm: 91.4, heightCm: 61 } },
  { size: '10.5 x 14 inches', photo: 'portrait', expected: { widthCm: 26.7, heightCm: 35.6 } },
  { size: ' 24 x 36 x 1.5 in ', photo: 'landscape', expected: { widthCm: 91.4, heightCm: 61 } },
  // Not a size: left unknown for the admin to enter.
  { size: 'Original', photo: 'landscape', expected: null },
  { size: '24 x 36', photo: 'landscape', expected: null },
  { size: 'A3 print', photo: null, expected: null },
  { size: '0 x 20 cm', photo: null, expected: null },
  { size: '5000 x 20 cm', photo: null, expected: null },
  { size: 'about 24 x 36 in', photo: null, expected: null },
  { size: null, photo: null, expected: null },
];

const PHOTO_SIDES: Record<PhotoOrientation, [number, number]> = {
  landscape: [1280, 960],
  portrait: [960, 1280],
  square: [1000, 1000],
};

const photoOf = (orientation: PhotoOrientation | null) => {
  if (!orientation) return [];
  const [width, height] = PHOTO_SIDES[orientation];
  return [{ url: '/media/x.webp', width, height, variants: [], role: 'main' }];
};

describe('artworkSizeFromText', () => {
  it.each(CASES)('reads $size (photo $photo)', ({ size, photo, expected }) => {
    expect(artworkSizeFromText(size, photo)).toEqual(expected);
  });
});

describe('migration 0026: a painting’s width and height from its size text', () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore('0026_artwork_size');
    handle = await emptyDatabase('test_artwork_size_migration');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  it('fills the paintings whose text parses, as the shared reader does, and nothing else', async () => {
    await migrate(handle.db, old.folder);
    const insert = (title: string, type: string, size: string | null, photo: unknown[]) =>
      handle.db.execute(
        sql`insert into products (title, description, price_paise, type, bg_color, discount_price_paise, size, images) values (${title}, 'before', 500000, ${type}, '#ffffff', 500000, ${size}, ${JSON.stringify(photo)}::jsonb)`,
      );
    for (const [i, c] of CASES.entries())
      await insert(`case ${i}`, 'painting', c.size, photoOf(c.photo));
    // A stone is not hung on a wall: its text stays a size's name.
    await insert('stone', 'stoneArt', '5 x 3 inches', []);

    await migrate(handle.db);

    const result = await handle.db.execute(
      sql`select title, art_width_cm::float8 as width, art_height_cm::float8 as height from products`,
    );
    const rows = (
      result as unknown as {
        rows: { title: string; width: number | null; height: number | null }[];
      }
    ).rows;
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    for (const [i, c] of CASES.entries()) {
      const row = byTitle.get(`case ${i}`);
      const got = row?.width == null ? null : { widthCm: row.width, heightCm: row.height };
      expect({ size: c.size, got }).toEqual({ size: c.size, got: c.expected });
    }
    expect(byTitle.get('stone')).toMatchObject({ width: null, height: null });
  });
});
