/**
 * Real product images for the scale benchmark: a few pictures made once with sharp, each as the
 * WebP variants the shop stores (decision 0033's bench had made-up paths), written to the app's
 * media folder and shared by many products, so every image entry of the filled shop points at a
 * file the server answers.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { StoredImage } from '@artshop/shared';
import sharp from 'sharp';

/** How many distinct pictures the filled products share. */
export const BENCH_PICTURES = 6;
/** The widths the shop's intake stores (its srcset), smallest first. */
const VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
/** Width by height of each picture: landscape, portrait and square, as artworks come. */
const SHAPES: readonly (readonly [number, number])[] = [
  [4, 3],
  [3, 4],
  [1, 1],
  [3, 2],
  [2, 3],
  [16, 9],
];

/** Noise, blurred into soft patches: compresses like a photograph, not like a flat colour. */
async function picture(width: number, height: number, seed: number) {
  const cells = Buffer.alloc(32 * 32 * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < cells.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    cells[i] = state >>> 24;
  }
  const base = await sharp(cells, { raw: { width: 32, height: 32, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // Fine grain on top, as canvas or stone has.
  for (let i = 0; i < base.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    base[i] = Math.max(0, Math.min(255, base[i]! + ((state >>> 27) - 16)));
  }
  return sharp(base, { raw: { width, height, channels: 3 } });
}

/** Writes the pictures' variants under `<mediaDir>/products` and returns them as stored images. */
export async function writeBenchPictures(mediaDir: string): Promise<StoredImage[]> {
  const folder = path.join(mediaDir, 'products');
  await mkdir(folder, { recursive: true });
  const pictures: StoredImage[] = [];
  for (let k = 0; k < BENCH_PICTURES; k += 1) {
    const [w, h] = SHAPES[k % SHAPES.length]!;
    const variants = [];
    for (const width of VARIANT_WIDTHS) {
      const height = Math.round((width * h) / w);
      const name = `bench-${k + 1}-${width}.webp`;
      await (
        await picture(width, height, k + 1)
      )
        .webp({ quality: 80 })
        .toFile(path.join(folder, name));
      variants.push({ url: `/media/products/${name}`, width, height });
    }
    const largest = variants[variants.length - 1]!;
    pictures.push({ ...largest, variants });
  }
  return pictures;
}
