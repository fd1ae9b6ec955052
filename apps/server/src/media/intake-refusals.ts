import type { StoredImage } from '@artshop/shared';
import { httpError } from '../lib/http-error';
import { ImageRejectedError, intakeImage, type IntakeOptions } from './intake';

/** What a form answers when it refuses an upload (each form has the spec's own words). */
export interface IntakeRefusalMessages {
  /** More bytes than `maxBytes`: 413. */
  tooLarge: string;
  /** Within the bytes but more pixels than the decoder allows: 400. */
  tooManyPixels: string;
  /** Not an image, damaged, or not of an accepted type: 400. */
  notAccepted: string;
}

/** `intakeImage` for a route: a refused upload becomes a 413 or 400 with the form's message. */
export async function intakeImageForForm(
  image: Buffer,
  options: IntakeOptions,
  messages: IntakeRefusalMessages,
): Promise<StoredImage> {
  try {
    return await intakeImage(image, options);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    if (error.reason === 'too-large') {
      throw image.length > options.maxBytes
        ? httpError(413, messages.tooLarge)
        : httpError(400, messages.tooManyPixels);
    }
    throw httpError(400, messages.notAccepted);
  }
}
