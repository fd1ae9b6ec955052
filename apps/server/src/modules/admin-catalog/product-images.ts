import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ADMIN_PRODUCT_MAX_IMAGE_BYTES,
  adminProductMessages,
  type StoredImage,
} from '@artshop/shared';
import { httpError } from '../../lib/http-error';
import { ImageRejectedError, intakeImage } from '../../media/intake';

export const PRODUCT_MEDIA_FOLDER = 'products';

/**
 * Verifies a product image by decoding it (a PNG named .webp is refused) and stores its WebP
 * variants; refusals become the spec's messages.
 */
export async function storeProductImage(image: Buffer, mediaDir: string): Promise<StoredImage> {
  try {
    return await intakeImage(image, {
      folder: PRODUCT_MEDIA_FOLDER,
      maxBytes: ADMIN_PRODUCT_MAX_IMAGE_BYTES,
      accept: 'webp',
      mediaDir,
    });
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    if (error.reason === 'too-large') {
      throw image.length > ADMIN_PRODUCT_MAX_IMAGE_BYTES
        ? httpError(413, adminProductMessages.imageTooLarge)
        : httpError(400, adminProductMessages.imageTooManyPixels);
    }
    throw httpError(400, adminProductMessages.webpOnly);
  }
}

/** Removes the files of images stored for a save that then failed. */
export async function removeStoredImages(images: StoredImage[], mediaDir: string): Promise<void> {
  await Promise.all(
    images.flatMap((image) =>
      image.variants.map((v) =>
        rm(join(mediaDir, v.url.replace(/^\/media\//, '')), { force: true }),
      ),
    ),
  );
}

/**
 * Stores each buffer in turn (one decode at a time keeps memory flat on a small server); if any is
 * refused, the ones already written are removed and the refusal is rethrown.
 */
export async function storeProductImages(
  buffers: Buffer[],
  mediaDir: string,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const buffer of buffers) stored.push(await storeProductImage(buffer, mediaDir));
    return stored;
  } catch (error) {
    await removeStoredImages(stored, mediaDir);
    throw error;
  }
}
