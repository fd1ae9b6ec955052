import {
  commissionMessages,
  customArtMessages,
  type CommissionPhoto,
  type StoredImage,
} from '@artshop/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  customArtProgressPhotos,
  customArtRequests,
  type CustomArtProgressPhotoRow,
} from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { removeStoredImages } from '../../media/intake';
import type { MediaStore } from '../../media/storage';
import { photoKey, photoStoreKey, photoStoreKeys } from './custom-art-photos';
import { storeReferenceImage } from './custom-art.service';

/**
 * Progress photos of a commission (decision 0053): the admin shares them with the request's
 * customer. Private like the request's reference photo
 * (docs/decisions/0040-private-custom-art-photos.md): the same intake (decoded, re-encoded to WebP,
 * no metadata) into `DATA_DIR/private/custom-art/`, `image_path` the file's key under that root,
 * the bytes only through the API.
 */

/** The address of a progress photo: the request's owner or the admin, nobody else. */
export const progressPhotoUrl = (requestId: string, photoId: string) =>
  `/api/customArt/${requestId}/photos/${photoId}`;

export function toCommissionPhoto(row: CustomArtProgressPhotoRow): CommissionPhoto {
  return {
    id: row.id,
    caption: row.caption,
    createdAt: row.createdAt.toISOString(),
    url: progressPhotoUrl(row.requestId, row.id),
  };
}

const requestNotFound = () => httpError(404, customArtMessages.notFound);
const photoNotFound = () => httpError(404, commissionMessages.photoNotFound);

async function requestExists(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: customArtRequests.id })
    .from(customArtRequests)
    .where(eq(customArtRequests.id, id));
  return Boolean(row);
}

/**
 * Stores the photo, then its row; the files go again if the row cannot be written (the request
 * deleted meanwhile: 404). The request is looked up first so an unknown id decodes nothing.
 */
export async function addProgressPhoto(
  db: Db,
  store: MediaStore,
  requestId: string,
  image: Buffer,
  caption: string,
): Promise<CommissionPhoto> {
  if (!(await requestExists(db, requestId))) throw requestNotFound();
  const stored: StoredImage = await storeReferenceImage(image, store);
  try {
    const [row] = await db
      .insert(customArtProgressPhotos)
      .values({ requestId, imagePath: photoKey(stored.url), caption })
      .returning();
    if (!row) throw new Error('The progress photo was not stored');
    return toCommissionPhoto(row);
  } catch (error) {
    await removeStoredImages([stored], store);
    if (!(await requestExists(db, requestId))) throw requestNotFound();
    throw error;
  }
}

/** The photos of the requests `requestIds`, oldest first (the work's story in order). */
export async function progressPhotosOf(
  db: Db,
  requestIds: readonly string[],
): Promise<CustomArtProgressPhotoRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(customArtProgressPhotos)
    .where(inArray(customArtProgressPhotos.requestId, [...requestIds]))
    .orderBy(asc(customArtProgressPhotos.createdAt), asc(customArtProgressPhotos.id));
}

/** The admin's list of one request's photos; 404 for an unknown request. */
export async function listProgressPhotos(db: Db, requestId: string): Promise<CommissionPhoto[]> {
  if (!(await requestExists(db, requestId))) throw requestNotFound();
  return (await progressPhotosOf(db, [requestId])).map(toCommissionPhoto);
}

/**
 * Deletes the photo's row, then its files. A file that cannot be removed is logged and left: it
 * is private and no row points at it any more, so nobody can fetch it.
 */
export async function deleteProgressPhoto(
  db: Db,
  store: MediaStore,
  requestId: string,
  photoId: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  if (!isUuid(requestId) || !isUuid(photoId)) throw photoNotFound();
  const [row] = await db
    .delete(customArtProgressPhotos)
    .where(
      and(
        eq(customArtProgressPhotos.id, photoId),
        eq(customArtProgressPhotos.requestId, requestId),
      ),
    )
    .returning();
  if (!row) throw photoNotFound();
  await store.delete(photoStoreKeys(row.imagePath)).catch((error: unknown) => {
    log?.warn({ err: error, photoId }, 'a deleted progress photo file could not be removed');
  });
}

/**
 * The photo's bytes when it belongs to request `requestId` and `mayView` (a condition on the
 * request) holds; otherwise, and for unknown ids or a missing file, the same 404: nobody learns
 * which requests or photos exist.
 */
export async function readProgressPhoto(
  db: Db,
  store: MediaStore,
  requestId: string,
  photoId: string,
  mayView: SQL | undefined,
): Promise<Buffer> {
  if (!isUuid(requestId) || !isUuid(photoId)) throw photoNotFound();
  const [row] = await db
    .select({ imagePath: customArtProgressPhotos.imagePath })
    .from(customArtProgressPhotos)
    .innerJoin(customArtRequests, eq(customArtRequests.id, customArtProgressPhotos.requestId))
    .where(
      and(
        eq(customArtProgressPhotos.id, photoId),
        eq(customArtProgressPhotos.requestId, requestId),
        mayView,
      ),
    );
  const key = row && photoStoreKey(row.imagePath);
  const bytes = key && (await store.read(key));
  if (!bytes) throw photoNotFound();
  return bytes;
}
