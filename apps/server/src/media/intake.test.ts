import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageRejectedError, intakeImage, variantWidths } from './intake';
import { localMediaStore } from './storage';

const MB = 1024 * 1024;
let mediaDir: string;

beforeEach(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'artshop-media-'));
});
afterEach(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

/** A real image with some structure (a gradient), so encoders do real work. */
function sourceImage(width: number, height: number): Sharp {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#e07a5f"/><stop offset="1" stop-color="#3d405b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="20%" fill="#f2cc8f"/></svg>`;
  return sharp(Buffer.from(svg));
}

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

function fileOf(url: string): string {
  return join(mediaDir, url.replace(/^\/media\//, ''));
}

describe('variantWidths', () => {
  it('never upscales and always keeps the source width when it is small', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(700)).toEqual([320, 700]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('intakeImage', () => {
  it('turns a real PNG into WebP variants with the right sizes, smallest first', async () => {
    const png = await sourceImage(2000, 1500).png().toBuffer();
    const stored = await intakeImage(png, {
      folder: 'products',
      maxBytes: 20 * MB,
      accept: 'any',
      store: localMediaStore(mediaDir),
    });

    expect(stored.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 240],
      [640, 480],
      [960, 720],
      [1280, 960],
    ]);
    expect(stored).toMatchObject({ url: stored.variants[3]?.url, width: 1280, height: 960 });
    for (const variant of stored.variants) {
      expect(variant.url).toMatch(/^\/media\/products\/[0-9a-f]{16}-\d+\.webp$/);
      const meta = await sharp(await readFile(fileOf(variant.url))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        variant.width,
        variant.height,
      ]);
    }
    expect(await readdir(join(mediaDir, 'products'))).toHaveLength(4);
  });

  it('stores a small JPEG at its own width only', async () => {
    const jpeg = await sourceImage(300, 200).jpeg().toBuffer();
    const stored = await intakeImage(jpeg, {
      folder: 'custom-art',
      maxBytes: MB,
      accept: 'any',
      store: localMediaStore(mediaDir),
    });
    expect(stored.variants).toEqual([{ url: stored.url, width: 300, height: 200 }]);
  });

  it('refuses a text file named .png as not an image', async () => {
    const text = Buffer.from('this is not a picture, only text in a file called photo.png\n');
    const error = await rejection(
      intakeImage(text, {
        folder: 'products',
        maxBytes: MB,
        accept: 'any',
        store: localMediaStore(mediaDir),
      }),
    );
    expect(error.reason).toBe('not-an-image');
  });

  it('refuses a truncated image as not an image and leaves no files behind', async () => {
    const jpeg = await sourceImage(800, 600).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const error = await rejection(
      intakeImage(truncated, {
        folder: 'products',
        maxBytes: MB,
        accept: 'any',
        store: localMediaStore(mediaDir),
      }),
    );
    expect(error.reason).toBe('not-an-image');
    expect(await readdir(join(mediaDir, 'products')).catch(() => [])).toEqual([]);
  });

  it('refuses a buffer over the byte limit before decoding it', async () => {
    const png = await sourceImage(400, 400).png().toBuffer();
    const error = await rejection(
      intakeImage(png, {
        folder: 'products',
        maxBytes: png.length - 1,
        accept: 'any',
        store: localMediaStore(mediaDir),
      }),
    );
    expect(error.reason).toBe('too-large');
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    // A small PNG whose header claims 20000 x 20000 pixels (the IHDR is rewritten, CRC fixed).
    const bomb = Buffer.from(await sourceImage(16, 16).png().toBuffer());
    bomb.writeUInt32BE(20000, 16);
    bomb.writeUInt32BE(20000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20000);
    expect(bomb.length).toBeLessThan(MB);
    const error = await rejection(
      intakeImage(bomb, {
        folder: 'products',
        maxBytes: MB,
        accept: 'any',
        store: localMediaStore(mediaDir),
      }),
    );
    expect(error.reason).toBe('too-large');
  });

  it('rotates by EXIF and strips all metadata, GPS included', async () => {
    const jpeg = await sourceImage(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '12/1 58/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 35/1 0/1',
        },
      })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.toString('latin1')).toContain('PhoneCam');
    expect(input.orientation).toBe(6);

    const stored = await intakeImage(jpeg, {
      folder: 'custom-art',
      maxBytes: MB,
      accept: 'any',
      store: localMediaStore(mediaDir),
    });
    // Orientation 6 is a quarter turn: the 800 x 400 stored pixels are shown 400 x 800.
    expect([stored.width, stored.height]).toEqual([400, 800]);
    for (const variant of stored.variants) {
      const meta = await sharp(await readFile(fileOf(variant.url))).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it("with accept 'photo' stores a JPEG, PNG, WebP or AVIF as WebP and refuses a GIF", async () => {
    const photo = {
      folder: 'products',
      maxBytes: MB,
      accept: 'photo',
      store: localMediaStore(mediaDir),
    } as const;
    for (const encode of [
      (i: Sharp) => i.jpeg(),
      (i: Sharp) => i.png(),
      (i: Sharp) => i.webp(),
      (i: Sharp) => i.avif(),
    ]) {
      const stored = await intakeImage(await encode(sourceImage(700, 700)).toBuffer(), photo);
      expect(stored.variants.map((v) => v.width)).toEqual([320, 700]);
      const meta = await sharp(await readFile(fileOf(stored.url))).metadata();
      expect(meta.format).toBe('webp');
    }
    const gif = await sourceImage(700, 700).gif().toBuffer();
    expect((await rejection(intakeImage(gif, photo))).reason).toBe('wrong-type');
  });

  it("refuses an SVG even with accept 'any': only raster images are taken", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const error = await rejection(
      intakeImage(svg, {
        folder: 'products',
        maxBytes: MB,
        accept: 'any',
        store: localMediaStore(mediaDir),
      }),
    );
    expect(error.reason).toBe('wrong-type');
  });
});
