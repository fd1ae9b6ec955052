import { CUSTOM_ART_MAX_IMAGE_BYTES, customArtMessages } from '@artshop/shared';

// Some browsers give HEIC photos no MIME type; the name is only a hint, the server decodes the file.
const HEIC_NAME = /\.(heic|heif)$/i;

/** The form's checks of the chosen file (spec section 8 'Custom art form'); null when fine. */
export function referenceImageError(file: File | null): string | null {
  if (!file) return customArtMessages.imageRequired;
  if (!file.type.startsWith('image/') && !HEIC_NAME.test(file.name)) {
    return customArtMessages.imageNotAnImage;
  }
  if (file.size > CUSTOM_ART_MAX_IMAGE_BYTES) return customArtMessages.imageTooLarge;
  return null;
}
