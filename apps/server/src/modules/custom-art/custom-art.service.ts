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
import type { MediaStore } from '../../media/storage';
import {
  queueCustomArtCompleted,
  queueCustomArtRequestMessages,
} from '../mail/notifications/custom-art';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { adminPhotoUrl, CUSTOM_ART_FOLDER, customerPhotoUrl, photoKey } from './custom-art-photos';

/**
 * The request as the API shows it; `photoUrl` is where the caller of this answer can fetch the
 * photo (the admin's or the sender's authenticated address), or null when they cannot.
 */
export function toCustomArt(row: CustomArtRequestRow, photoUrl: string | null): CustomArt {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    description: row.description,
    artUrl: photoUrl,
    status: row.status,
    stage: row.stage,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin's view: every request with a photo gets the admin's address of it. */
export const toAdminCustomArt = (row: CustomArtRequestRow) =>
  toCustomArt(row, row.artUrl ? adminPhotoUrl(row.id) : null);

/**
 * Decodes and re-encodes the reference image (no metadata survives) into the private root;
 * refusals become 400/413.
 */
export async function storeReferenceImage(image: Buffer, store: MediaStore): Promise<StoredImage> {
  return intakeImageForForm(
    image,
    {
      folder: CUSTOM_ART_FOLDER,
      maxBytes: CUSTOM_ART_MAX_IMAGE_BYTES,
      accept: 'any',
      store,
    },
    {
      tooLarge: customArtMessages.imageTooLarge,
      tooManyPixels: customArtMessages.imageTooManyPixels,
      notAccepted: customArtMessages.imageNotAnImage,
    },
  );
}

/**
 * Stores the photo privately, then the request as pending, with the signed-in customer who sent it
 * (`userId`, null when signed out), and in the same transaction the 'received' message to the
 * requester and the shop's notice; the files go again if the row cannot be written. The answer's
 * `artUrl` is the sender's own address of the photo, null for a signed-out sender (only the admin
 * sees it then).
 */
export async function createCustomArtRequest(
  db: Db,
  settings: NotificationSettings,
  store: MediaStore,
  fields: CustomArtFields,
  image: Buffer,
  userId: string | null,
): Promise<CustomArt> {
  const stored = await storeReferenceImage(image, store);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(customArtRequests)
        .values({ ...fields, artUrl: photoKey(stored.url), userId, status: 'pending' })
        .returning();
      if (!inserted) throw new Error('The custom art request was not stored');
      await queueCustomArtRequestMessages(tx, settings, inserted);
      return inserted;
    });
    return toCustomArt(row, userId ? customerPhotoUrl(row.id) : null);
  } catch (error) {
    await removeStoredImages([stored], store);
    throw error;
  }
}

export async function listCustomArtRequests(db: Db): Promise<CustomArt[]> {
  const rows = await db
    .select()
    .from(customArtRequests)
    .orderBy(desc(customArtRequests.createdAt), desc(customArtRequests.id));
  return rows.map(toAdminCustomArt);
}

/**
 * The admin's status change, either way (spec section 4). Completing a request tells the requester,
 * in the same transaction, once per request (docs/decisions/0044-transactional-messages.md).
 */
export async function updateCustomArtStatus(
  db: Db,
  settings: NotificationSettings,
  id: string,
  status: CustomArtStatus,
): Promise<CustomArt> {
  if (!isUuid(id)) throw httpError(404, customArtMessages.notFound);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(customArtRequests)
      .set({ status })
      .where(eq(customArtRequests.id, id))
      .returning();
    if (updated?.status === 'completed') await queueCustomArtCompleted(tx, settings, updated);
    return updated;
  });
  if (!row) throw httpError(404, customArtMessages.notFound);
  return toAdminCustomArt(row);
}
