import { randomBytes } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { ImageVariant, StoredImage } from '@artshop/shared';
import { mediaKeyOf, type MediaStore } from './storage';

/**
 * Widths written for every stored image (pages build `srcset` from them). 960 is for a phone's
 * full-width picture at twice its pixel density (a 360-412 px screen needs 650-830 px), which would
 * otherwise load the 1280 px file (decision 0066).
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

/**
 * Decompression-bomb guard: a few KB of PNG can claim 100k x 100k pixels. 8192 x 8192 (67 MP) is
 * above any phone camera (48-50 MP) and far below what would exhaust memory on a small server.
 */
export const MAX_INPUT_PIXELS = 8192 * 8192;

/** Formats a reference upload may be in. SVG/PDF are refused: they are documents, not photos. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Formats a product photo may be in: what cameras, phones and editors save (decision 0087). */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif']);

/** sharp names AVIF by its container, 'heif'; its AV1 compression tells it from a HEIC photo. */
function formatOf(metadata: Metadata): string {
  return metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
}

const FOLDER_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

export type ImageRejectReason = 'too-large' | 'not-an-image' | 'wrong-type';

/** Thrown when an upload is refused; routes map `reason` to the spec's message and a 400. */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';
  constructor(
    readonly reason: ImageRejectReason,
    message: string,
  ) {
    super(message);
  }
}

export interface IntakeOptions {
  /** Sub-folder of the store, e.g. 'products' or 'custom-art'. */
  folder: string;
  maxBytes: number;
  /**
   * 'photo': JPEG, PNG, WebP or AVIF (product images); 'any': any raster image. Whatever comes in
   * is stored as WebP.
   */
  accept: 'photo' | 'any';
  /** Public media or private photos, on the local disk or in the bucket (decision 0124). */
  store: MediaStore;
  /**
   * What the variants' URLs start with before `/media/`: '' (the shop's own /media, and always for
   * private photos, whose key is the URL without `/media/`), or S3_PUBLIC_URL for public images
   * in a bucket with a public address.
   */
  urlBase?: string;
}

/**
 * The widths to write for a source of `sourceWidth` px: never upscaled, the largest is the source's
 * own or 1280, and none within a fifth of the largest (a 960 beside a 1000 would only take space).
 */
export function variantWidths(sourceWidth: number): number[] {
  const largest = Math.min(sourceWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? sourceWidth);
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < largest * 0.8);
  widths.push(largest);
  return widths;
}

/**
 * Verifies an uploaded image by decoding it (never trusting its name or declared type), then
 * stores EXIF-rotated, metadata-free WebP variants and describes them.
 */
export async function intakeImage(buffer: Buffer, options: IntakeOptions): Promise<StoredImage> {
  if (buffer.length > options.maxBytes) {
    throw new ImageRejectedError('too-large', `Image is larger than ${options.maxBytes} bytes`);
  }
  if (buffer.length === 0) throw new ImageRejectedError('not-an-image', 'The file is empty');

  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels, so it is safe without a limit; the limit is checked below.
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('not-an-image', 'The file is not an image');
  }
  const accepted = options.accept === 'photo' ? PHOTO_FORMATS : RASTER_FORMATS;
  if (!accepted.has(formatOf(metadata))) {
    throw new ImageRejectedError(
      'wrong-type',
      `Images of type ${metadata.format} are not accepted`,
    );
  }
  // Checked here (not only by the decoder) so that a bomb is reported as too large, not as damaged.
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError('too-large', 'Image dimensions are too large');
  }

  const pipeline = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
  try {
    return await writeVariants(pipeline, metadata.autoOrient.width, options);
  } catch (error) {
    // The header was fine but the pixel data was not (truncated or corrupt file).
    if (error instanceof Error && !('code' in error)) {
      throw new ImageRejectedError('not-an-image', 'The image data is damaged');
    }
    throw error;
  }
}

/**
 * Writes the WebP variants of an already-decodable pipeline. Exported for the demo seed, which
 * renders its own artwork and needs no verification. sharp drops all metadata (EXIF, GPS, XMP,
 * ICC) unless `keepMetadata`/`withMetadata` is called, so none is called here.
 */
export async function writeVariants(
  pipeline: Sharp,
  sourceWidth: number,
  options: Pick<IntakeOptions, 'folder' | 'store' | 'urlBase'>,
): Promise<StoredImage> {
  if (!FOLDER_PATTERN.test(options.folder)) throw new Error(`Bad media folder: ${options.folder}`);
  const base = randomBytes(8).toString('hex');
  const widths = variantWidths(sourceWidth);
  const keys = widths.map((w) => `${options.folder}/${base}-${w}.webp`);

  // clone() shares one decoded input between the resizes instead of decoding it per width.
  // effort 2: measured 2.5-4x faster than the default 4 with files only ~5% larger.
  const encoded = await Promise.all(
    widths.map((width) =>
      pipeline
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toBuffer({ resolveWithObject: true }),
    ),
  );
  try {
    await Promise.all(
      encoded.map(({ data }, i) => options.store.put(keys[i] ?? '', data, 'image/webp')),
    );
  } catch (error) {
    await options.store.delete(keys).catch(() => undefined);
    // With a `code`, so intakeImage reports a storage failure as one, not as a damaged image.
    throw Object.assign(new Error('Storing the image failed', { cause: error }), {
      code: 'EMEDIASTORE',
    });
  }
  const variants: ImageVariant[] = encoded.map(({ info }, i) => ({
    url: `${options.urlBase ?? ''}/media/${keys[i] ?? ''}`,
    width: info.width,
    height: info.height,
  }));
  const largest = variants[variants.length - 1];
  if (!largest) throw new Error('No image variant was written');
  return { ...largest, variants };
}

/** Removes the files (or objects) of images stored for a save that then failed, or replaced. */
export async function removeStoredImages(images: StoredImage[], store: MediaStore): Promise<void> {
  const keys = images.flatMap((image) =>
    image.variants.flatMap((v) => {
      const key = mediaKeyOf(v.url);
      return key ? [key] : [];
    }),
  );
  if (keys.length > 0) await store.delete(keys);
}
