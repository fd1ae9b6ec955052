import {
  artistMessages,
  artistSlugOf,
  type AdminArtist,
  type Artist,
  type ArtistInput,
  type StoredImage,
} from '@artshop/shared';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { artists, products, type ArtistRow, type ProductRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUniqueViolation, isUuid } from '../../lib/pg-errors';
import { shown } from './catalog.service';
import { invalidateCatalogCache } from './response-cache';

/**
 * Artist profiles (decision 0108). A product belongs to the profile whose name its `artist` text
 * is (any letter case): set when the product is saved, when a profile is made or renamed, and by
 * migration 0022 for the products before it.
 */

/** An artist page lists at most this many works (a portfolio, not a catalogue). */
export const ARTIST_WORKS_MAX = 200;

export function toArtistDto(row: ArtistRow): Artist {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    city: row.city,
    bio: row.bio,
    photo: row.photo ?? null,
  };
}

/** The profile id for a product's artist text, as SQL for an insert or update (null: none). */
export function artistIdForName(name: string | null | undefined): SQL | null {
  if (!name || name.trim() === '') return null;
  return sql`(select ${artists.id} from ${artists} where lower(${artists.name}) = lower(${name.trim()}))`;
}

export async function findArtistBySlug(db: Db, slug: string): Promise<ArtistRow | undefined> {
  const [row] = await db
    .select()
    .from(artists)
    .where(eq(artists.slug, slug.toLowerCase()))
    .limit(1);
  return row;
}

/**
 * The artist and the shown works: what can still be bought first (available, reserved), then the
 * sold ones, newest first within each.
 */
export async function getArtistPage(
  db: Db,
  slug: string,
): Promise<{ artist: ArtistRow; rows: ProductRow[] }> {
  const artist = await findArtistBySlug(db, slug);
  if (!artist) throw httpError(404, artistMessages.notFound);
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.artistId, artist.id), shown))
    .orderBy(
      sql`(${products.type} = 'painting' and ${products.soldAt} is not null)`,
      desc(products.createdAt),
      desc(products.id),
    )
    .limit(ARTIST_WORKS_MAX);
  return { artist, rows };
}

/** Every profile's slug and last change, for the sitemap. */
export async function listArtistSlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: artists.slug, updatedAt: artists.updatedAt })
    .from(artists)
    .orderBy(asc(artists.slug));
}

/** The slug of a product's profile, or null. */
export async function artistSlugOfProduct(db: Db, row: ProductRow): Promise<string | null> {
  if (!row.artistId) return null;
  const [artist] = await db
    .select({ slug: artists.slug })
    .from(artists)
    .where(eq(artists.id, row.artistId))
    .limit(1);
  return artist?.slug ?? null;
}

// Written out in full: Drizzle leaves columns unqualified in a one-table select, which would make
// "id" the product's own id inside the subquery.
const productCount = sql<number>`(select count(*)::int from "products" as "p" where "p"."artist_id" = "artists"."id")`;

export async function listAdminArtists(db: Db): Promise<AdminArtist[]> {
  const rows = await db
    .select({ artist: artists, productCount })
    .from(artists)
    .orderBy(asc(sql`lower(${artists.name})`));
  return rows.map((row) => ({ ...toArtistDto(row.artist), productCount: row.productCount }));
}

async function adminArtist(db: Db, id: string): Promise<AdminArtist> {
  const [row] = await db
    .select({ artist: artists, productCount })
    .from(artists)
    .where(eq(artists.id, id));
  if (!row) throw httpError(404, artistMessages.notFound);
  return { ...toArtistDto(row.artist), productCount: row.productCount };
}

type ParsedArtistInput = Required<Omit<ArtistInput, 'slug'>> & { slug?: string | undefined };

/** A unique-index refusal as the form's message: the slug's or the name's. */
function taken(error: unknown): never {
  const failure = error as { constraint?: string; cause?: { constraint?: string } } | undefined;
  const text = `${failure?.constraint ?? ''} ${failure?.cause?.constraint ?? ''} ${String(failure?.cause ?? error)}`;
  if (isUniqueViolation(error)) {
    throw httpError(
      409,
      text.includes('slug') ? artistMessages.slugTaken : artistMessages.nameTaken,
    );
  }
  throw error;
}

/** Products whose artist text is this name join the profile (and keep the name as written here). */
async function linkProducts(db: Db, artist: ArtistRow): Promise<void> {
  await db
    .update(products)
    .set({ artistId: artist.id, artist: artist.name, updatedAt: new Date() })
    .where(
      sql`lower(btrim(${products.artist})) = lower(${artist.name}) or ${products.artistId} = ${artist.id}`,
    );
}

/** Whether another profile has this name, any letter case. */
async function nameTaken(db: Db, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: artists.id })
    .from(artists)
    .where(sql`lower(${artists.name}) = lower(${name})`)
    .limit(1);
  return row !== undefined && row.id !== except;
}

/** The name's slug, or with -2, -3... when another profile has it. */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base = artistSlugOf(name);
  const rows = await db
    .select({ slug: artists.slug })
    .from(artists)
    .where(sql`${artists.slug} = ${base} or ${artists.slug} like ${`${base}-%`}`);
  const used = new Set(rows.map((row) => row.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

export async function createArtist(db: Db, input: ParsedArtistInput): Promise<AdminArtist> {
  if (await nameTaken(db, input.name)) throw httpError(409, artistMessages.nameTaken);
  let row: ArtistRow | undefined;
  try {
    [row] = await db
      .insert(artists)
      .values({
        name: input.name,
        slug: input.slug ?? (await freeSlug(db, input.name)),
        city: input.city,
        bio: input.bio,
      })
      .returning();
  } catch (error) {
    taken(error);
  }
  if (!row) throw new Error('The artist was not stored');
  await linkProducts(db, row);
  await invalidateCatalogCache(db);
  return adminArtist(db, row.id);
}

/** A rename carries the new name to the artist's products, and adopts products of that name. */
export async function updateArtist(
  db: Db,
  id: string,
  input: ParsedArtistInput,
): Promise<AdminArtist> {
  if (!isUuid(id)) throw httpError(404, artistMessages.notFound);
  if (await nameTaken(db, input.name, id)) throw httpError(409, artistMessages.nameTaken);
  let row: ArtistRow | undefined;
  try {
    [row] = await db
      .update(artists)
      .set({
        name: input.name,
        ...(input.slug !== undefined && { slug: input.slug }),
        city: input.city,
        bio: input.bio,
        updatedAt: new Date(),
      })
      .where(eq(artists.id, id))
      .returning();
  } catch (error) {
    taken(error);
  }
  if (!row) throw httpError(404, artistMessages.notFound);
  await linkProducts(db, row);
  await invalidateCatalogCache(db);
  return adminArtist(db, row.id);
}

/** The profile goes; its products keep their artist text, without a link. Returns the old photo. */
export async function deleteArtist(db: Db, id: string): Promise<StoredImage | null> {
  if (!isUuid(id)) throw httpError(404, artistMessages.notFound);
  const [row] = await db.delete(artists).where(eq(artists.id, id)).returning();
  if (!row) throw httpError(404, artistMessages.notFound);
  await invalidateCatalogCache(db);
  return row.photo ?? null;
}

/** Sets the photo; returns the profile and the photo it replaced (for the caller to remove). */
export async function setArtistPhoto(
  db: Db,
  id: string,
  photo: StoredImage,
): Promise<{ artist: AdminArtist; previous: StoredImage | null }> {
  const [before] = await db
    .select({ photo: artists.photo })
    .from(artists)
    .where(eq(artists.id, id));
  if (!before) throw httpError(404, artistMessages.notFound);
  await db.update(artists).set({ photo, updatedAt: new Date() }).where(eq(artists.id, id));
  await invalidateCatalogCache(db);
  return { artist: await adminArtist(db, id), previous: before.photo ?? null };
}

/** How many profiles there are (the back-office's heading). */
export async function countArtists(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(artists);
  return row?.n ?? 0;
}
