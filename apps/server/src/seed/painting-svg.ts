import { createRng, mix, n, ridgePath, type Rng } from './svg-kit';

/** Compositions for the demo paintings, drawn in a 1280 x 960 canvas. */
export type PaintingKind = 'landscape' | 'seascape' | 'abstract' | 'village';

export const PAINTING_WIDTH = 1280;
export const PAINTING_HEIGHT = 960;
const W = PAINTING_WIDTH;
const H = PAINTING_HEIGHT;

interface Palette {
  sky: [string, string, string];
  sun: string;
  land: [string, string];
}

const PALETTES: readonly Palette[] = [
  { sky: ['#1b1f4b', '#b33f62', '#f9a65a'], sun: '#ffe3a3', land: ['#6b3a5b', '#1a1230'] }, // dusk
  { sky: ['#0b1d3a', '#24508a', '#8fb8de'], sun: '#f4f1de', land: ['#3a5a78', '#0a1422'] }, // moonlit
  { sky: ['#f7b267', '#f79d65', '#f4845f'], sun: '#fff1c1', land: ['#b5651d', '#4a2511'] }, // desert noon
  { sky: ['#87bfff', '#c6e2ff', '#fdf6e3'], sun: '#fffbe6', land: ['#6a994e', '#283618'] }, // monsoon green
  { sky: ['#2d0b3a', '#7b2869', '#e5707e'], sun: '#ffd6a5', land: ['#3e1f47', '#0d0221'] }, // plum night
  { sky: ['#fde2e4', '#fad2e1', '#bee1e6'], sun: '#ffffff', land: ['#9a8c98', '#4a4e69'] }, // misty dawn
];

function sky(palette: Palette): string {
  const [top, middle, bottom] = palette.sky;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/>
</linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.75"/>
<stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
}

function sun(rng: Rng, palette: Palette, y: number): string {
  const x = rng.range(W * 0.2, W * 0.8);
  const r = rng.range(50, 95);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3.2)}" fill="url(#glow)"/>
<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${palette.sun}"/>`;
}

function birds(rng: Rng, count: number, colour: string): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(W * 0.1, W * 0.9);
    const y = rng.range(H * 0.1, H * 0.4);
    const s = rng.range(8, 18);
    d += `M${n(x - s)} ${n(y - s * 0.4)}Q${n(x - s / 2)} ${n(y - s * 0.7)} ${n(x)} ${n(y)}Q${n(x + s / 2)} ${n(y - s * 0.7)} ${n(x + s)} ${n(y - s * 0.4)}`;
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`;
}

function hills(rng: Rng, palette: Palette, layers: number, top: number): string {
  let out = '';
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const colour = mix(palette.land[0], palette.land[1], t);
    const baseY = top + (H - top) * 0.75 * t;
    out += `<path d="${ridgePath(rng, W, H, baseY, 90 - 40 * t)}" fill="${colour}"/>`;
  }
  return out;
}

function waves(rng: Rng, palette: Palette, top: number): string {
  let out = '';
  const rows = 7;
  for (let i = 0; i < rows; i++) {
    const t = i / (rows - 1);
    const y = top + (H - top) * t * 0.9;
    const amp = 10 + 26 * t;
    const len = rng.range(140, 220) * (0.6 + t);
    let crest = `M0 ${n(y)}`;
    for (let x = 0; x < W + len; x += len) {
      crest += `Q${n(x + len / 4)} ${n(y - amp)} ${n(x + len / 2)} ${n(y)}T${n(x + len)} ${n(y)}`;
    }
    const colour = mix(palette.sky[1], palette.land[1], 0.35 + 0.6 * t);
    out += `<path d="M0 ${H}L${crest.slice(1)}L${n(W + len)} ${H}Z" fill="${colour}"/>`;
    // The foam line along the crest catches the sun's colour.
    out += `<path d="${crest}" fill="none" stroke="${palette.sun}" stroke-opacity="${n(0.15 + 0.25 * t)}" stroke-width="3"/>`;
  }
  return out;
}

function palms(rng: Rng, colour: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(W * 0.05, W * 0.95);
    const base = H - rng.range(20, 120);
    const height = rng.range(220, 380);
    const lean = rng.range(-60, 60);
    const topX = x + lean;
    const topY = base - height;
    out += `<path d="M${n(x)} ${n(base)}Q${n(x + lean * 0.2)} ${n(base - height / 2)} ${n(topX)} ${n(topY)}" stroke="${colour}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
    for (let f = 0; f < 7; f++) {
      const angle = (f / 7) * Math.PI * 2 + rng.range(-0.2, 0.2);
      const len = rng.range(90, 140);
      const ex = topX + Math.cos(angle) * len;
      const ey = topY + Math.sin(angle) * len * 0.55 + 30;
      out += `<path d="M${n(topX)} ${n(topY)}Q${n((topX + ex) / 2)} ${n(Math.min(topY, ey) - 40)} ${n(ex)} ${n(ey)}" stroke="${colour}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    }
  }
  return out;
}

function abstractStrokes(rng: Rng, palette: Palette): string {
  const colours = [...palette.sky, palette.sun, ...palette.land];
  let out = `<rect width="${W}" height="${H}" fill="${mix(palette.sky[2], '#ffffff', 0.6)}"/>`;
  for (let i = 0; i < 5; i++) {
    out += `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, H))}" r="${n(rng.range(80, 260))}" fill="${rng.pick(colours)}" fill-opacity="${n(rng.range(0.35, 0.8))}"/>`;
  }
  for (let i = 0; i < 16; i++) {
    const x0 = rng.range(-100, W);
    const y0 = rng.range(0, H);
    const d = `M${n(x0)} ${n(y0)}C${n(x0 + rng.range(-300, 300))} ${n(rng.range(0, H))} ${n(x0 + rng.range(-300, 500))} ${n(rng.range(0, H))} ${n(x0 + rng.range(200, 700))} ${n(rng.range(0, H))}`;
    out += `<path d="${d}" fill="none" stroke="${rng.pick(colours)}" stroke-width="${n(rng.range(8, 60))}" stroke-opacity="${n(rng.range(0.5, 0.95))}" stroke-linecap="round"/>`;
  }
  return out;
}

/** Faint diagonal weave, so the picture reads as paint on canvas rather than a vector graphic. */
const canvasTexture = `<defs><pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse">
<path d="M0 6L6 0" stroke="#000" stroke-opacity="0.06" stroke-width="1"/></pattern></defs>
<rect width="${W}" height="${H}" fill="url(#weave)"/>`;

/** The inner SVG markup (no root element) of painting `kind` number `seed`. */
export function paintingSvgBody(kind: PaintingKind, seed: number): string {
  const rng = createRng(seed);
  const palette = PALETTES[seed % PALETTES.length] ?? (PALETTES[0] as Palette);
  let body: string;
  switch (kind) {
    case 'landscape':
      body =
        sky(palette) +
        sun(rng, palette, H * rng.range(0.25, 0.45)) +
        hills(rng, palette, 4, H * 0.45);
      body += birds(rng, rng.int(3, 7), palette.land[1]);
      break;
    case 'seascape':
      body =
        sky(palette) + sun(rng, palette, H * rng.range(0.3, 0.5)) + waves(rng, palette, H * 0.55);
      body += birds(rng, rng.int(2, 5), palette.land[1]);
      break;
    case 'village':
      body =
        sky(palette) +
        sun(rng, palette, H * rng.range(0.2, 0.35)) +
        hills(rng, palette, 3, H * 0.55);
      body += palms(rng, palette.land[1], rng.int(2, 4));
      break;
    case 'abstract':
      body = abstractStrokes(rng, palette);
      break;
  }
  return body + canvasTexture;
}
