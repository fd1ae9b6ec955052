import { n, type Rng } from './svg-kit';

/** Motifs painted on the demo stones. Each draws around (cx, cy) within radius r. */

export const ACRYLICS = [
  '#f94144',
  '#f3722c',
  '#f8961e',
  '#f9c74f',
  '#90be6d',
  '#43aa8b',
  '#4d96ff',
  '#ffffff',
  '#e0aaff',
  '#ff70a6',
] as const;

export function mandala(rng: Rng, cx: number, cy: number, r: number): string {
  const colours = [...ACRYLICS];
  let out = `<g transform="translate(${n(cx)} ${n(cy)})">`;
  const rings = 5;
  for (let k = rings - 1; k >= 0; k--) {
    const ringR = r * (0.2 + 0.17 * k);
    const count = 8 + 4 * k;
    const colour = rng.pick(colours);
    const rx = ringR * Math.sin(Math.PI / count) * 0.95;
    const ry = r * rng.range(0.07, 0.11);
    for (let i = 0; i < count; i++) {
      out += `<ellipse transform="rotate(${n((360 / count) * i)})" cy="${n(-ringR)}" rx="${n(rx)}" ry="${n(ry)}" fill="${colour}"/>`;
    }
    const dots = count * 2;
    const dotColour = rng.pick(colours);
    for (let i = 0; i < dots; i++) {
      const a = ((i + 0.5) / dots) * Math.PI * 2;
      const dr = ringR + ry + r * 0.03;
      out += `<circle cx="${n(Math.cos(a) * dr)}" cy="${n(Math.sin(a) * dr)}" r="${n(r * 0.012)}" fill="${dotColour}"/>`;
    }
  }
  out += `<circle r="${n(r * 0.12)}" fill="${rng.pick(colours)}"/><circle r="${n(r * 0.05)}" fill="#ffffff"/></g>`;
  return out;
}

export function lotus(rng: Rng, cx: number, cy: number, r: number): string {
  const layers: [string, number, number][] = [
    ['#ff70a6', 1, 9],
    ['#ff9ebb', 0.78, 7],
    ['#ffd6e0', 0.55, 5],
  ];
  let out = '';
  const baseY = cy + r * 0.35;
  for (const [colour, scale, count] of layers) {
    const h = r * 0.95 * scale;
    const w = r * 0.22 * scale;
    for (let i = 0; i < count; i++) {
      const angle = -75 + (150 / (count - 1)) * i;
      out += `<path transform="translate(${n(cx)} ${n(baseY)}) rotate(${n(angle)})" d="M0 0Q${n(w)} ${n(-h / 2)} 0 ${n(-h)}Q${n(-w)} ${n(-h / 2)} 0 0Z" fill="${colour}" stroke="#7a1f4b" stroke-width="3"/>`;
    }
  }
  // Water ripples under the flower.
  for (let i = 0; i < 3; i++) {
    const y = baseY + r * (0.15 + 0.14 * i);
    const half = r * (0.9 - 0.15 * i);
    out += `<path d="M${n(cx - half)} ${n(y)}Q${n(cx)} ${n(y + r * 0.08)} ${n(cx + half)} ${n(y)}" stroke="#4d96ff" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }
  for (let i = 0; i < 14; i++) {
    const a = rng.range(0, Math.PI * 2);
    out += `<circle cx="${n(cx + Math.cos(a) * r * 0.95)}" cy="${n(cy + Math.sin(a) * r * 0.8)}" r="${n(rng.range(4, 9))}" fill="#f9c74f"/>`;
  }
  return out;
}

export function peacockFeather(rng: Rng, cx: number, cy: number, r: number): string {
  const tilt = rng.range(-35, -15);
  let out = `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(tilt)})">`;
  out += `<path d="M0 ${n(r)}Q${n(r * 0.05)} 0 0 ${n(-r * 0.55)}" stroke="#e9c46a" stroke-width="6" fill="none"/>`;
  let barbs = '';
  for (let i = 0; i < 40; i++) {
    const y = r * 0.9 - (i / 40) * r * 1.5;
    const spread = r * 0.45 * Math.sin((i / 40) * Math.PI) + r * 0.08;
    barbs += `M0 ${n(y)}Q${n(spread * 0.5)} ${n(y - 20)} ${n(spread)} ${n(y - 45)}M0 ${n(y)}Q${n(-spread * 0.5)} ${n(y - 20)} ${n(-spread)} ${n(y - 45)}`;
  }
  out += `<path d="${barbs}" stroke="#2a9d8f" stroke-width="3" fill="none" stroke-opacity="0.85"/>`;
  const eye: [string, number][] = [
    ['#c9a227', 0.34],
    ['#2a9d8f', 0.27],
    ['#1d4ed8', 0.19],
    ['#0b1d51', 0.1],
  ];
  for (const [colour, size] of eye) {
    out += `<ellipse cy="${n(-r * 0.5)}" rx="${n(r * size * 0.8)}" ry="${n(r * size)}" fill="${colour}"/>`;
  }
  return `${out}</g>`;
}

export function treeOfLife(rng: Rng, cx: number, cy: number, r: number): string {
  let branches = '';
  let leaves = '';
  const grow = (x: number, y: number, angle: number, length: number, depth: number) => {
    const x2 = x + Math.cos(angle) * length;
    const y2 = y + Math.sin(angle) * length;
    branches += `M${n(x)} ${n(y)}L${n(x2)} ${n(y2)}`;
    if (depth === 0) {
      leaves += `<circle cx="${n(x2)}" cy="${n(y2)}" r="${n(rng.range(10, 20))}" fill="${rng.pick(ACRYLICS)}"/>`;
      return;
    }
    grow(x2, y2, angle - rng.range(0.3, 0.6), length * 0.72, depth - 1);
    grow(x2, y2, angle + rng.range(0.3, 0.6), length * 0.72, depth - 1);
  };
  grow(cx, cy + r * 0.8, -Math.PI / 2, r * 0.45, 5);
  return `<path d="${branches}" stroke="#f4e1c1" stroke-width="9" stroke-linecap="round" fill="none"/>${leaves}
<path d="M${n(cx - r * 0.6)} ${n(cy + r * 0.8)}Q${n(cx)} ${n(cy + r * 0.7)} ${n(cx + r * 0.6)} ${n(cy + r * 0.8)}" stroke="#f4e1c1" stroke-width="7" fill="none"/>`;
}

export interface FaceStyle {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'crown';
  bindi?: boolean;
}

/** A folk-art face with shoulders, eyes closed in a smile. */
export function face(x: number, y: number, r: number, style: FaceStyle): string {
  let out = `<path d="M${n(x - r * 1.5)} ${n(y + r * 2.4)}Q${n(x - r * 1.4)} ${n(y + r * 1.2)} ${n(x)} ${n(y + r * 1.15)}Q${n(x + r * 1.4)} ${n(y + r * 1.2)} ${n(x + r * 1.5)} ${n(y + r * 2.4)}Z" fill="${style.hairStyle === 'crown' ? '#f9c74f' : style.hair}" fill-opacity="0.9"/>`;
  if (style.hairStyle === 'long') {
    out += `<path d="M${n(x - r * 1.05)} ${n(y + r * 1.3)}Q${n(x - r * 1.3)} ${n(y - r * 1.4)} ${n(x)} ${n(y - r * 1.15)}Q${n(x + r * 1.3)} ${n(y - r * 1.4)} ${n(x + r * 1.05)} ${n(y + r * 1.3)}Z" fill="${style.hair}"/>`;
  }
  out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${style.skin}"/>`;
  if (style.hairStyle === 'short') {
    out += `<path d="M${n(x - r)} ${n(y - r * 0.1)}Q${n(x - r * 0.9)} ${n(y - r * 1.25)} ${n(x)} ${n(y - r * 1.1)}Q${n(x + r * 0.9)} ${n(y - r * 1.25)} ${n(x + r)} ${n(y - r * 0.1)}Q${n(x)} ${n(y - r * 0.75)} ${n(x - r)} ${n(y - r * 0.1)}Z" fill="${style.hair}"/>`;
  } else if (style.hairStyle === 'long') {
    out += `<path d="M${n(x - r)} ${n(y)}Q${n(x - r * 0.6)} ${n(y - r * 1.3)} ${n(x + r)} ${n(y - r * 0.2)}Q${n(x)} ${n(y - r * 0.7)} ${n(x - r)} ${n(y)}Z" fill="${style.hair}"/>`;
  } else {
    out += `<path d="M${n(x - r * 0.85)} ${n(y - r * 0.55)}L${n(x - r * 0.6)} ${n(y - r * 1.45)}L${n(x - r * 0.2)} ${n(y - r * 0.95)}L${n(x)} ${n(y - r * 1.65)}L${n(x + r * 0.2)} ${n(y - r * 0.95)}L${n(x + r * 0.6)} ${n(y - r * 1.45)}L${n(x + r * 0.85)} ${n(y - r * 0.55)}Z" fill="#f9c74f" stroke="#c77d00" stroke-width="4"/>`;
    // A peacock feather tucked into the crown.
    out += `<ellipse cx="${n(x + r * 0.45)}" cy="${n(y - r * 1.75)}" rx="${n(r * 0.16)}" ry="${n(r * 0.3)}" fill="#2a9d8f"/><ellipse cx="${n(x + r * 0.45)}" cy="${n(y - r * 1.72)}" rx="${n(r * 0.08)}" ry="${n(r * 0.15)}" fill="#1d4ed8"/>`;
  }
  const eyeY = y + r * 0.05;
  out += `<path d="M${n(x - r * 0.5)} ${n(eyeY)}q${n(r * 0.17)} ${n(r * 0.15)} ${n(r * 0.34)} 0M${n(x + r * 0.16)} ${n(eyeY)}q${n(r * 0.17)} ${n(r * 0.15)} ${n(r * 0.34)} 0M${n(x - r * 0.22)} ${n(y + r * 0.5)}q${n(r * 0.22)} ${n(r * 0.16)} ${n(r * 0.44)} 0" stroke="#3b1f1f" stroke-width="${n(r * 0.06)}" fill="none" stroke-linecap="round"/>`;
  if (style.bindi) {
    out += `<circle cx="${n(x)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.07)}" fill="#d00000"/>`;
  }
  return out;
}

export function radhaKrishna(rng: Rng, cx: number, cy: number, r: number): string {
  const fr = r * 0.3;
  let out = `<circle cx="${n(cx)}" cy="${n(cy - r * 0.1)}" r="${n(r * 0.82)}" fill="#f9c74f" fill-opacity="0.25"/>`;
  out += face(cx + fr * 1.05, cy - fr * 0.2, fr, {
    skin: '#f2c4a0',
    hair: '#1b1b1b',
    hairStyle: 'long',
    bindi: true,
  });
  out += face(cx - fr * 1.05, cy - fr * 0.3, fr, {
    skin: '#3a6fd8',
    hair: '#1b1b1b',
    hairStyle: 'crown',
  });
  // The flute, with its finger holes.
  const fy = cy + fr * 1.3;
  out += `<path d="M${n(cx - r * 0.75)} ${n(fy)}L${n(cx + r * 0.2)} ${n(fy - r * 0.12)}" stroke="#a0522d" stroke-width="${n(r * 0.06)}" stroke-linecap="round"/>`;
  for (let i = 0; i < 5; i++) {
    const t = 0.35 + i * 0.1;
    out += `<circle cx="${n(cx - r * 0.75 + r * 0.95 * t)}" cy="${n(fy - r * 0.12 * t)}" r="${n(r * 0.012)}" fill="#3b1f1f"/>`;
  }
  for (let i = 0; i < 18; i++) {
    const a = rng.range(Math.PI * 1.05, Math.PI * 1.95);
    out += `<circle cx="${n(cx + Math.cos(a) * r * 0.9)}" cy="${n(cy + Math.sin(a) * r * 0.85)}" r="${n(rng.range(5, 10))}" fill="${rng.pick(['#ffffff', '#f9c74f', '#ff70a6'])}"/>`;
  }
  return out;
}

export function couple(rng: Rng, cx: number, cy: number, r: number): string {
  const fr = r * 0.3;
  const skins = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'];
  let out = face(cx - fr * 1.15, cy - fr * 0.1, fr, {
    skin: rng.pick(skins),
    hair: '#1b1b1b',
    hairStyle: 'short',
  });
  out += face(cx + fr * 1.15, cy, fr * 0.95, {
    skin: rng.pick(skins),
    hair: rng.pick(['#1b1b1b', '#4a2c17']),
    hairStyle: 'long',
    bindi: rng.next() > 0.3,
  });
  const hx = cx;
  const hy = cy - fr * 1.8;
  const s = fr * 0.35;
  out += `<path d="M${n(hx)} ${n(hy + s)}C${n(hx - s * 2)} ${n(hy - s * 0.2)} ${n(hx - s)} ${n(hy - s * 1.6)} ${n(hx)} ${n(hy - s * 0.6)}C${n(hx + s)} ${n(hy - s * 1.6)} ${n(hx + s * 2)} ${n(hy - s * 0.2)} ${n(hx)} ${n(hy + s)}Z" fill="#f94144"/>`;
  return out;
}

export function pet(rng: Rng, cx: number, cy: number, r: number): string {
  const isCat = rng.next() < 0.5;
  const fur = rng.pick(['#c68642', '#f4e1c1', '#3b3b3b', '#e07a5f', '#d9d9d9']);
  const dark = '#2b1d14';
  const hr = r * 0.55;
  let out = '';
  if (isCat) {
    out += `<path d="M${n(cx - hr * 0.9)} ${n(cy - hr * 0.3)}L${n(cx - hr * 0.75)} ${n(cy - hr * 1.25)}L${n(cx - hr * 0.2)} ${n(cy - hr * 0.85)}ZM${n(cx + hr * 0.9)} ${n(cy - hr * 0.3)}L${n(cx + hr * 0.75)} ${n(cy - hr * 1.25)}L${n(cx + hr * 0.2)} ${n(cy - hr * 0.85)}Z" fill="${fur}" stroke="${dark}" stroke-width="5"/>`;
  } else {
    out += `<ellipse cx="${n(cx - hr * 0.95)}" cy="${n(cy)}" rx="${n(hr * 0.32)}" ry="${n(hr * 0.7)}" transform="rotate(15 ${n(cx - hr * 0.95)} ${n(cy)})" fill="${dark}"/>`;
    out += `<ellipse cx="${n(cx + hr * 0.95)}" cy="${n(cy)}" rx="${n(hr * 0.32)}" ry="${n(hr * 0.7)}" transform="rotate(-15 ${n(cx + hr * 0.95)} ${n(cy)})" fill="${dark}"/>`;
  }
  out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(hr)}" ry="${n(hr * 0.92)}" fill="${fur}" stroke="${dark}" stroke-width="5"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(cy + hr * 0.4)}" rx="${n(hr * 0.45)}" ry="${n(hr * 0.32)}" fill="#ffffff" fill-opacity="0.6"/>`;
  for (const side of [-1, 1]) {
    const ex = cx + side * hr * 0.38;
    const ey = cy - hr * 0.12;
    out += `<circle cx="${n(ex)}" cy="${n(ey)}" r="${n(hr * 0.17)}" fill="${isCat ? '#a7c957' : '#5a3a1a'}"/><circle cx="${n(ex)}" cy="${n(ey)}" r="${n(hr * 0.09)}" fill="#111"/><circle cx="${n(ex + hr * 0.05)}" cy="${n(ey - hr * 0.05)}" r="${n(hr * 0.035)}" fill="#fff"/>`;
  }
  out += `<path d="M${n(cx - hr * 0.1)} ${n(cy + hr * 0.25)}L${n(cx + hr * 0.1)} ${n(cy + hr * 0.25)}L${n(cx)} ${n(cy + hr * 0.36)}Z" fill="#d16b86"/>`;
  out += `<path d="M${n(cx)} ${n(cy + hr * 0.36)}q${n(-hr * 0.12)} ${n(hr * 0.15)} ${n(-hr * 0.25)} ${n(hr * 0.05)}M${n(cx)} ${n(cy + hr * 0.36)}q${n(hr * 0.12)} ${n(hr * 0.15)} ${n(hr * 0.25)} ${n(hr * 0.05)}" stroke="${dark}" stroke-width="4" fill="none"/>`;
  if (isCat) {
    let whiskers = '';
    for (const side of [-1, 1]) {
      for (let i = -1; i <= 1; i++) {
        whiskers += `M${n(cx + side * hr * 0.25)} ${n(cy + hr * 0.35)}l${n(side * hr * 0.6)} ${n(i * hr * 0.12)}`;
      }
    }
    out += `<path d="${whiskers}" stroke="${dark}" stroke-width="3"/>`;
  }
  return out;
}

export function namePlate(rng: Rng, cx: number, cy: number, r: number, text: string): string {
  const accent = rng.pick(['#9d0208', '#3a0ca3', '#1b4332', '#7f4f24']);
  let out = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.05)}" ry="${n(r * 0.6)}" fill="none" stroke="${accent}" stroke-width="6" stroke-dasharray="2 18" stroke-linecap="round"/>`;
  const size = Math.min(150, (r * 3.2) / Math.max(4, text.length));
  out += `<text x="${n(cx)}" y="${n(cy + size * 0.35)}" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="${n(size)}" fill="${accent}">${escapeXml(text)}</text>`;
  for (const side of [-1, 1]) {
    const fx = cx + side * r * 0.85;
    const fy = cy - r * 0.35;
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2;
      out += `<circle cx="${n(fx + Math.cos(a) * 22)}" cy="${n(fy + Math.sin(a) * 22)}" r="16" fill="${rng.pick(['#f94144', '#f8961e', '#ff70a6'])}"/>`;
    }
    out += `<circle cx="${n(fx)}" cy="${n(fy)}" r="12" fill="#f9c74f"/>`;
  }
  return out;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
