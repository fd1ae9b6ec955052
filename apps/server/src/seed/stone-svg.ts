import {
  couple,
  lotus,
  mandala,
  namePlate,
  peacockFeather,
  pet,
  radhaKrishna,
  treeOfLife,
} from './stone-motifs';
import { createRng, mix, n, smoothClosedPath } from './svg-kit';

/** Hand-painted pebbles, drawn in a 1280 x 1280 canvas. */
export type StoneKind =
  'mandala' | 'lotus' | 'peacock' | 'treeOfLife' | 'radhaKrishna' | 'couple' | 'pet' | 'namePlate';

export const STONE_SIZE = 1280;
const S = STONE_SIZE;

const DARK_BASES = ['#1b1b2f', '#2d3047', '#0f3b57', '#3b1f2b', '#1d3557', '#283618'];
const LIGHT_BASES = ['#e9dcc9', '#f1e3d3', '#dfe7e2', '#efe6dd'];

export interface StoneParts {
  /** Gradients and the clip path (ids: surface, shade, shadow, stone). */
  defs: string;
  /** The table or cloth the stone lies on. */
  surface: string;
  /** Shadow, stone, texture, motif and shading. */
  stone: string;
}

/** The parts of stone `kind` number `seed`; `surface` is a #rrggbb colour for the background. */
export function stoneSvgParts(
  kind: StoneKind,
  seed: number,
  surfaceColour: string,
  text = '',
): StoneParts {
  const rng = createRng(seed);
  const cx = S / 2 + rng.range(-30, 30);
  const cy = S / 2 - 20;
  const rx = rng.range(420, 500);
  const ry = rng.range(340, 430);
  const points: [number, number][] = [];
  const count = 14;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const jitter = rng.range(0.94, 1.05);
    points.push([cx + Math.cos(a) * rx * jitter, cy + Math.sin(a) * ry * jitter]);
  }
  const outline = smoothClosedPath(points);
  const base = kind === 'namePlate' ? rng.pick(LIGHT_BASES) : rng.pick(DARK_BASES);

  const defs = `<defs>
<linearGradient id="surface" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(surfaceColour, '#ffffff', 0.35)}"/><stop offset="1" stop-color="${mix(surfaceColour, '#000000', 0.25)}"/></linearGradient>
<radialGradient id="shade" cx="0.5" cy="0.5" r="0.6" fx="0.35" fy="0.3"><stop offset="0" stop-color="#ffffff" stop-opacity="0.3"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></radialGradient>
<radialGradient id="shadow"><stop offset="0.6" stop-color="#000000" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
<clipPath id="stone"><path d="${outline}"/></clipPath>
</defs>`;

  let speckles = '';
  for (let i = 0; i < 90; i++) {
    speckles += `<circle cx="${n(rng.range(cx - rx, cx + rx))}" cy="${n(rng.range(cy - ry, cy + ry))}" r="${n(rng.range(1, 4))}" fill="${rng.next() < 0.5 ? '#ffffff' : '#000000'}" fill-opacity="0.12"/>`;
  }
  const r = Math.min(rx, ry) * 0.85;
  const motif = drawMotif(kind, rng, cx, cy, r, text);

  const stone = `<ellipse cx="${n(cx + 25)}" cy="${n(cy + ry * 0.55)}" rx="${n(rx * 1.08)}" ry="${n(ry * 0.75)}" fill="url(#shadow)"/>
<path d="${outline}" fill="${base}"/>
<g clip-path="url(#stone)">${speckles}${motif}</g>
<path d="${outline}" fill="url(#shade)"/>
<ellipse cx="${n(cx - rx * 0.45)}" cy="${n(cy - ry * 0.55)}" rx="${n(rx * 0.22)}" ry="${n(ry * 0.1)}" transform="rotate(-25 ${n(cx - rx * 0.45)} ${n(cy - ry * 0.55)})" fill="#ffffff" fill-opacity="0.18"/>`;

  return { defs, surface: `<rect width="${S}" height="${S}" fill="url(#surface)"/>`, stone };
}

function drawMotif(
  kind: StoneKind,
  rng: ReturnType<typeof createRng>,
  cx: number,
  cy: number,
  r: number,
  text: string,
): string {
  switch (kind) {
    case 'mandala':
      return mandala(rng, cx, cy, r);
    case 'lotus':
      return lotus(rng, cx, cy, r);
    case 'peacock':
      return peacockFeather(rng, cx, cy, r);
    case 'treeOfLife':
      return treeOfLife(rng, cx, cy, r);
    case 'radhaKrishna':
      return radhaKrishna(rng, cx, cy, r);
    case 'couple':
      return couple(rng, cx, cy, r);
    case 'pet':
      return pet(rng, cx, cy, r);
    case 'namePlate':
      return namePlate(rng, cx, cy, r, text);
  }
}
