import {
  CUSTOM_ART_MAX_IMAGE_BYTES,
  customArtMessages,
  type CustomArt,
  type CustomArtFields,
  type CustomArtStatus,
  type StoredImage,
} from '@artshop/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customArtRequests, type CustomArtRequestRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { removeStoredImages } from '../../media/intake';
import { intakeImageForForm } from '../../media/intake-refusals';

export const CUSTOM_ART_FOLDER = 'custom-art';

export function toCustomArt(row: CustomArtRequestRow): CustomArt {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    description: row.description,
    artUrl: row.artUrl,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Decodes and re-encodes the reference image (no metadata survives); refusals become 400/413. */
export async function storeReferenceImage(image: Buffer, mediaDir: string): Promise<StoredImage> {
  return intakeImageForForm(
    image,
    { folder: CUSTOM_ART_FOLDER, maxBytes: CUSTOM_ART_MAX_IMAGE_BYTES, accept: 'any', mediaDir },
    {
      tooLarge: customArtMessages.imageTooLarge,
      tooManyPixels: customArtMessages.imageTooManyPixels,
      notAccepted: customArtMessages.imageNotAnImage,
    },
  );
}

/** Stores the image, then the request as pending; the files go again if the row cannot be written. */
export async function createCustomArtRequest(
  db: Db,
  mediaDir: string,
  fields: CustomArtFields,
  image: Buffer,
): Promise<CustomArt> {
  const stored = await storeReferenceImage(image, mediaDir);
  try {
    const [row] = await db
      .insert(customArtRequests)
      .values({ ...fields, artUrl: stored.url, status: 'pending' })
      .returning();
    if (!row) throw new Error('The custom art request was not stored');
    return toCustomArt(row);
  } catch (error) {
    await removeStoredImages([stored], mediaDir);
    throw error;
  }
}

export async function listCustomArtRequests(db: Db): Promise<CustomArt[]> {
  const rows = await db
    .select()
    .from(customArtRequests)
    .orderBy(desc(customArtRequests.createdAt), desc(customArtRequests.id));
  return rows.map(toCustomArt);
}

export async function updateCustomArtStatus(
  db: Db,
  id: string,
  status: CustomArtStatus,
): Promise<CustomArt> {
  if (!isUuid(id)) throw httpError(404, customArtMessages.notFound);
  const [row] = await db
    .update(customArtRequests)
    .set({ status })
    .where(eq(customArtRequests.id, id))
    .returning();
  if (!row) throw httpError(404, customArtMessages.notFound);
  return toCustomArt(row);
}
