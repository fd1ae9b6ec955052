import type { ProductImage } from '@artshop/shared';
import sharp from 'sharp';
import { intakeImage } from '../media/intake';
import type { MediaStorage } from '../media/storage';
import {
  PAINTING_HEIGHT,
  PAINTING_WIDTH,
  paintingSvgBody,
  type PaintingKind,
} from './painting-svg';
import { STONE_SIZE, stoneSvgParts, type StoneKind } from './stone-svg';
import { createRng, n } from './svg-kit';

/** What to draw for one demo product; the same spec always draws the same pictures. */
export type ArtworkSpec =
  | { type: 'painting'; kind: PaintingKind; seed: number }
  | { type: 'stoneArt'; kind: StoneKind; seed: number; surface: string; text?: string };

/** main: the whole piece; alt: the piece in a setting (on a wall, on wood). */
export type ArtworkView = 'main' | 'alt';

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface RenderedSvg {
  svg: string;
  width: number;
  height: number;
}

const SIDEBAR_WIDTH = 960;

function root(width: number, height: number, viewBox: string, body: string): RenderedSvg {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
  return { svg, width, height };
}

function paintingSvg(kind: PaintingKind, seed: number, view: ArtworkView): RenderedSvg {
  const W = PAINTING_WIDTH;
  const H = PAINTING_HEIGHT;
  const body = paintingSvgBody(kind, seed);
  const sideH = Math.round((SIDEBAR_WIDTH * H) / W);
  if (view === 'main') return root(W, H, `0 0 ${W} ${H}`, body);
  // Hung on a wall: frame, mat, soft shadow and a strip of floor.
  const wall = createRng(seed + 2).pick(['#efe7da', '#e4ebe7', '#f3e9e2', '#dfe3ea']);
  const fw = W * 0.62;
  const fh = H * 0.62;
  const fx = (W - fw) / 2;
  const fy = H * 0.12;
  const setting = `<rect width="${W}" height="${H}" fill="${wall}"/>
<rect y="${n(H * 0.86)}" width="${W}" height="${n(H * 0.14)}" fill="#8b6b4a"/>
<rect x="${n(fx + 14)}" y="${n(fy + 18)}" width="${n(fw)}" height="${n(fh)}" fill="#000" fill-opacity="0.18"/>
<rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}" fill="#4a3020"/>
<rect x="${n(fx + 22)}" y="${n(fy + 22)}" width="${n(fw - 44)}" height="${n(fh - 44)}" fill="#f8f4ec"/>
<svg x="${n(fx + 50)}" y="${n(fy + 50)}" width="${n(fw - 100)}" height="${n(fh - 100)}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
  return root(SIDEBAR_WIDTH, sideH, `0 0 ${W} ${H}`, setting);
}

function stoneSvg(
  spec: Extract<ArtworkSpec, { type: 'stoneArt' }>,
  view: ArtworkView,
): RenderedSvg {
  const S = STONE_SIZE;
  if (view === 'alt') {
    // The same stone on a wooden table, turned a little.
    const parts = stoneSvgParts(spec.kind, spec.seed, '#9c6b3f', spec.text);
    const angle = createRng(spec.seed + 3).range(-14, 14);
    let grain = '';
    for (let y = 40; y < S; y += 70) grain += `M0 ${y}q${S / 2} 18 ${S} 0`;
    const body = `${parts.defs}${parts.surface}<path d="${grain}" stroke="#5c3a1e" stroke-opacity="0.25" stroke-width="4" fill="none"/>
<g transform="rotate(${n(angle)} ${S / 2} ${S / 2}) translate(${S * 0.09} ${S * 0.09}) scale(0.82)">${parts.stone}</g>`;
    return root(SIDEBAR_WIDTH, SIDEBAR_WIDTH, `0 0 ${S} ${S}`, body);
  }
  const parts = stoneSvgParts(spec.kind, spec.seed, spec.surface, spec.text);
  return root(S, S, `0 0 ${S} ${S}`, parts.defs + parts.surface + parts.stone);
}

/**
 * The close-up sidebar: a region of the rendered main picture. Cutting it from the raster is far
 * cheaper than re-rendering a zoomed SVG (librsvg took ~1 s per zoomed painting).
 */
export function detailRegion(spec: ArtworkSpec): Region {
  const { width, height } = artworkSvg(spec, 'main');
  const rng = createRng(spec.seed + 1);
  const w = Math.round(width * (spec.type === 'painting' ? 0.5 : 0.56));
  const h = Math.round(height * (spec.type === 'painting' ? 0.5 : 0.56));
  const left = Math.round(spec.type === 'painting' ? rng.range(0.1, 0.4) * width : width * 0.22);
  const top = Math.round(spec.type === 'painting' ? rng.range(0.15, 0.45) * height : height * 0.2);
  return { left, top, width: w, height: h };
}

/** The SVG document of one view of an artwork. */
export function artworkSvg(spec: ArtworkSpec, view: ArtworkView): RenderedSvg {
  return spec.type === 'painting' ? paintingSvg(spec.kind, spec.seed, view) : stoneSvg(spec, view);
}

/**
 * Renders the three pictures of a product (main, then two sidebars) and stores them through the
 * same intake as an admin upload, so seeded products look exactly like uploaded ones.
 */
export async function renderArtwork(
  spec: ArtworkSpec,
  media: MediaStorage,
): Promise<ProductImage[]> {
  const store = async (png: Buffer, role: ProductImage['role']): Promise<ProductImage> => {
    const stored = await intakeImage(png, {
      folder: 'products',
      maxBytes: 20 * 1024 * 1024,
      accept: 'any',
      store: media.public,
      urlBase: media.publicUrlBase,
    });
    return { ...stored, role };
  };
  // A fast, lossless PNG hand-over: an intermediate WebP would cost more than the variants.
  const render = (view: ArtworkView) =>
    sharp(Buffer.from(artworkSvg(spec, view).svg))
      .png({ compressionLevel: 1 })
      .toBuffer();

  const main = await render('main');
  const detail = await sharp(main)
    .extract(detailRegion(spec))
    .png({ compressionLevel: 1 })
    .toBuffer();
  // One picture at a time: the caller already runs several products in parallel.
  const mainImage = await store(main, 'main');
  const detailImage = await store(detail, 'sidebar');
  const altImage = await store(await render('alt'), 'sidebar');
  return [mainImage, detailImage, altImage];
}
