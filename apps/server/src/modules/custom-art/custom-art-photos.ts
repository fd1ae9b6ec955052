import { copyFile, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { customArtMessages } from '@artshop/shared';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { customArtRequests, type CustomArtRequestRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { VARIANT_WIDTHS } from '../../media/intake';
import type { MediaStore } from '../../media/storage';

/**
 * Custom art reference photos are private (docs/decisions/0040-private-custom-art-photos.md): a
 * customer's family, pets, home. They live under `<DATA_DIR>/private/custom-art/`, outside the
 * public `/media` root, and only the admin and the signed-in customer who sent one get its bytes,
 * through the API. `custom_art_requests.art_url` holds the file's key under the private root,
 * `custom-art/<random>-<width>.webp`; rows from before held `/media/custom-art/...` until
 * `moveCustomArtPhotosToPrivate` moved them at start.
 */
export const CUSTOM_ART_FOLDER = 'custom-art';

/** Where public media used to keep them: refused by /media, emptied at start. */
export const LEGACY_PUBLIC_PREFIX = `/media/${CUSTOM_ART_FOLDER}/`;

/** Server-made names only (the intake's random hex and width): no path ever comes from a client. */
const PHOTO_NAME = /^[0-9a-f]{8,64}-\d{1,5}\.webp$/;

export function privateMediaDir(dataDir: string): string {
  return path.resolve(dataDir, 'private');
}

/** The key stored in `art_url` for a photo the intake wrote under the private root. */
export function photoKey(intakeUrl: string): string {
  return intakeUrl.replace(/^\/media\//, '');
}

/**
 * The photo's key in the private store (decision 0124), for a stored key (or a not yet moved
 * public URL); undefined for anything else.
 */
export function photoStoreKey(artUrl: string): string | undefined {
  const name = artUrl.startsWith(LEGACY_PUBLIC_PREFIX)
    ? artUrl.slice(LEGACY_PUBLIC_PREFIX.length)
    : artUrl.startsWith(`${CUSTOM_ART_FOLDER}/`)
      ? artUrl.slice(CUSTOM_ART_FOLDER.length + 1)
      : undefined;
  return name && PHOTO_NAME.test(name) ? `${CUSTOM_ART_FOLDER}/${name}` : undefined;
}

/**
 * Every key the intake may have written for a stored photo: the key itself (the largest width)
 * and the smaller widths beside it. Nothing for a key that is not one of ours.
 */
export function photoStoreKeys(artUrl: string): string[] {
  const key = photoStoreKey(artUrl);
  if (!key) return [];
  const base = key.replace(/-\d+\.webp$/, '');
  return [...new Set([key, ...VARIANT_WIDTHS.map((width) => `${base}-${width}.webp`)])];
}

/** The admin's address of a request's photo (admin scope: the admin session's cookie opens it). */
export const adminPhotoUrl = (id: string) => `/api/admin/customArt/${id}/image`;

/** The sender's own address of the photo (a customer session of the request's user_id opens it). */
export const customerPhotoUrl = (id: string) => `/api/customArt/${id}/image`;

/**
 * The photo's bytes when `mayView(row)` allows it; otherwise, and for unknown ids, requests
 * without a photo or a missing file, the same 404: nobody learns whether a request exists.
 */
export async function readCustomArtPhoto(
  db: Db,
  store: MediaStore,
  id: string,
  mayView: (row: CustomArtRequestRow) => boolean,
): Promise<Buffer> {
  const notFound = () => httpError(404, customArtMessages.notFound);
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(customArtRequests).where(eq(customArtRequests.id, id));
  if (!row?.artUrl || !mayView(row)) throw notFound();
  const key = photoStoreKey(row.artUrl);
  const bytes = key && (await store.read(key));
  if (!bytes) throw notFound();
  return bytes;
}

/**
 * Moves the photos public media used to hold (`<DATA_DIR>/media/custom-art/`, every size) into
 * the private root and rewrites the rows that point at them. Runs at every start; idempotent and
 * safe to interrupt: files first (a rename within DATA_DIR), then the rows, so a second run
 * finishes whatever the first did not. Answers how many files and rows it moved.
 */
export async function moveCustomArtPhotosToPrivate(
  db: Db,
  dataDir: string,
  log?: FastifyBaseLogger,
): Promise<{ files: number; rows: number }> {
  const publicDir = path.resolve(dataDir, 'media', CUSTOM_ART_FOLDER);
  const privateDir = path.join(privateMediaDir(dataDir), CUSTOM_ART_FOLDER);
  let names: string[] = [];
  try {
    names = await readdir(publicDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (names.length > 0) await mkdir(privateDir, { recursive: true, mode: 0o700 });
  for (const name of names) {
    await moveFile(path.join(publicDir, name), path.join(privateDir, name));
  }
  // Gone once empty, so nobody wonders whether /media still holds any (it refuses them anyway).
  await rmdir(publicDir).catch(() => undefined);

  const moved = await db
    .update(customArtRequests)
    .set({
      artUrl: sql`substr(${customArtRequests.artUrl}, ${'/media/'.length + 1})`,
    })
    .where(like(customArtRequests.artUrl, `${LEGACY_PUBLIC_PREFIX}%`))
    .returning({ id: customArtRequests.id });
  if (names.length > 0 || moved.length > 0) {
    log?.info(
      { files: names.length, rows: moved.length },
      'custom art photos moved out of public media into private storage',
    );
  }
  return { files: names.length, rows: moved.length };
}

/** A rename, or a copy and delete when `media/` is another mount (a volume of its own). */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from);
  }
}
