import { seededRandom } from '@artshop/shared';

/**
 * Small helpers for the demo artwork SVGs: a seeded random source (so every run draws the same
 * pictures) and colour and path utilities.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
}

/** Picture-making helpers over the shared seeded generator (mulberry32). */
export function createRng(seed: number): Rng {
  const next = seededRandom(seed);
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, maxInclusive) => Math.floor(min + next() * (maxInclusive - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
  };
}

/** Rounds to one decimal so the SVG text stays short. */
export const n = (value: number): string => (Math.round(value * 10) / 10).toString();

function channels(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear mix of two #rrggbb colours; t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((c, i) => Math.round(c + ((cb[i] ?? c) - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A closed, smooth blob through `points` (Catmull-Rom turned into cubic Béziers). */
export function smoothClosedPath(points: readonly [number, number][]): string {
  const count = points.length;
  const at = (i: number) => points[((i % count) + count) % count] ?? [0, 0];
  const first = at(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < count; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return `${d}Z`;
}

/**
 * A ridge line across the picture (midpoint displacement), closed down to the bottom edge: hills,
 * dunes and mountain ranges.
 */
export function ridgePath(
  rng: Rng,
  width: number,
  height: number,
  baseY: number,
  roughness: number,
): string {
  let heights = [
    baseY + rng.range(-roughness, roughness),
    baseY + rng.range(-roughness, roughness),
  ];
  let spread = roughness;
  for (let level = 0; level < 5; level++) {
    const next: number[] = [];
    for (let i = 0; i < heights.length - 1; i++) {
      const a = heights[i] ?? baseY;
      const b = heights[i + 1] ?? baseY;
      next.push(a, (a + b) / 2 + rng.range(-spread, spread));
    }
    next.push(heights[heights.length - 1] ?? baseY);
    heights = next;
    spread *= 0.55;
  }
  const step = width / (heights.length - 1);
  const points = heights.map((y, i) => `${n(i * step)} ${n(y)}`).join('L');
  return `M0 ${height}L${points}L${width} ${height}Z`;
}
