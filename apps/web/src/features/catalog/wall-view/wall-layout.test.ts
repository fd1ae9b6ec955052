import { describe, expect, it } from 'vitest';
import { wallLayout, type Rect, type WallLayout } from './wall-layout';

const DESKTOP = { widthPx: 464, maxHeightPx: 480 };
const PHONE = { widthPx: 327, maxHeightPx: 420 };
const NARROW_PHONE = { widthPx: 272, maxHeightPx: 360 };

const inside = (rect: Rect, layout: WallLayout) =>
  rect.x >= -1e-9 &&
  rect.y >= -1e-9 &&
  rect.x + rect.width <= layout.widthPx + 1e-9 &&
  rect.y + rect.height <= layout.heightPx + 1e-9;

describe('wallLayout', () => {
  it('draws the painting and the 200 cm sofa at one scale', () => {
    for (const space of [DESKTOP, PHONE, NARROW_PHONE]) {
      const layout = wallLayout({ widthCm: 91.4, heightCm: 61 }, space);
      expect(layout.painting.width / layout.sofa.width).toBeCloseTo(91.4 / 200, 9);
      expect(layout.painting.height / layout.painting.width).toBeCloseTo(61 / 91.4, 9);
      expect(layout.sofa.width).toBeCloseTo(200 * layout.pxPerCm, 9);
    }
  });

  it('centres the painting over the sofa, and both in the drawing', () => {
    const { painting, sofa, widthPx } = wallLayout({ widthCm: 120, heightCm: 80 }, DESKTOP);
    expect(painting.x + painting.width / 2).toBeCloseTo(widthPx / 2, 9);
    expect(sofa.x + sofa.width / 2).toBeCloseTo(widthPx / 2, 9);
  });

  it('hangs an ordinary painting at eye level and never behind the sofa', () => {
    const eyeLevel = wallLayout({ widthCm: 60, heightCm: 40 }, DESKTOP);
    const floor = eyeLevel.floor.y;
    const centreCm =
      (floor - (eyeLevel.painting.y + eyeLevel.painting.height / 2)) / eyeLevel.pxPerCm;
    expect(centreCm).toBeCloseTo(145, 9);
    const tall = wallLayout({ widthCm: 100, heightCm: 150 }, DESKTOP);
    const gapCm = (tall.sofa.y - (tall.painting.y + tall.painting.height)) / tall.pxPerCm;
    expect(gapCm).toBeCloseTo(20, 9);
  });

  it('fits the whole drawing into the space given, on a phone as on a desktop', () => {
    for (const space of [DESKTOP, PHONE, NARROW_PHONE]) {
      const layout = wallLayout({ widthCm: 182.9, heightCm: 121.9 }, space);
      expect(layout.widthPx).toBeLessThanOrEqual(space.widthPx + 1e-9);
      expect(layout.heightPx).toBeLessThanOrEqual(space.maxHeightPx + 1e-9);
      // It takes the full width or the full height: the most the space allows.
      expect(
        Math.abs(layout.widthPx - space.widthPx) < 1e-9 ||
          Math.abs(layout.heightPx - space.maxHeightPx) < 1e-9,
      ).toBe(true);
      for (const rect of [layout.wall, layout.floor, layout.sofa, layout.painting]) {
        expect(inside(rect, layout)).toBe(true);
      }
    }
  });

  it('keeps a mural of 10 m by 10 m, and a 9 m wide frieze, inside the view at the same scale', () => {
    for (const size of [
      { widthCm: 1000, heightCm: 1000 },
      { widthCm: 900, heightCm: 30 },
    ]) {
      for (const space of [DESKTOP, NARROW_PHONE]) {
        const layout = wallLayout(size, space);
        expect(inside(layout.painting, layout)).toBe(true);
        expect(inside(layout.sofa, layout)).toBe(true);
        expect(layout.painting.width / layout.sofa.width).toBeCloseTo(size.widthCm / 200, 9);
      }
    }
  });

  it('still draws a tiny piece, at least a pixel a side, inside the view', () => {
    const layout = wallLayout({ widthCm: 0.5, heightCm: 0.3 }, NARROW_PHONE);
    expect(layout.painting.width).toBeGreaterThanOrEqual(1);
    expect(layout.painting.height).toBeGreaterThanOrEqual(1);
    expect(inside(layout.painting, layout)).toBe(true);
    const small = wallLayout({ widthCm: 10, heightCm: 8 }, NARROW_PHONE);
    expect(small.painting.width / small.sofa.width).toBeCloseTo(10 / 200, 9);
  });

  it('draws nothing wider than no space', () => {
    const layout = wallLayout({ widthCm: 60, heightCm: 40 }, { widthPx: 0, maxHeightPx: 400 });
    expect(layout.widthPx).toBe(0);
  });
});
