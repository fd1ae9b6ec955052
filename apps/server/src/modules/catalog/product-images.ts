import {
  ADMIN_PRODUCT_MAX_IMAGE_BYTES,
  adminProductMessages,
  type StoredImage,
} from '@artshop/shared';
import { removeStoredImages } from '../../media/intake';
import type { MediaStorage } from '../../media/storage';
import { intakeImageForForm } from '../../media/intake-refusals';

export const PRODUCT_MEDIA_FOLDER = 'products';

/**
 * Verifies a product image by decoding it (the real type decides, never the name): JPEG, PNG, WebP
 * or AVIF, stored as WebP variants (decision 0087); refusals become the form's messages.
 */
export async function storeProductImage(image: Buffer, media: MediaStorage): Promise<StoredImage> {
  return intakeImageForForm(
    image,
    {
      folder: PRODUCT_MEDIA_FOLDER,
      maxBytes: ADMIN_PRODUCT_MAX_IMAGE_BYTES,
      accept: 'photo',
      store: media.public,
      urlBase: media.publicUrlBase,
    },
    {
      tooLarge: adminProductMessages.imageTooLarge,
      tooManyPixels: adminProductMessages.imageTooManyPixels,
      notAccepted: adminProductMessages.imageTypeNotAccepted,
    },
  );
}

/**
 * Stores each buffer in turn (one decode at a time keeps memory flat on a small server); if any is
 * refused, the ones already written are removed and the refusal is rethrown.
 */
export async function storeProductImages(
  buffers: Buffer[],
  media: MediaStorage,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const buffer of buffers) stored.push(await storeProductImage(buffer, media));
    return stored;
  } catch (error) {
    await removeStoredImages(stored, media.public);
    throw error;
  }
}
