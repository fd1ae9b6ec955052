import { WALL_VIEW_SOFA_WIDTH_CM, type ArtworkSize } from '@artshop/shared';

/**
 * The wall view's arithmetic (docs/decisions/0121-a-painting-on-your-wall.md): a wall with a sofa
 * 200 cm wide on the floor and the painting hung above it, centred, both at one scale, fitted into
 * the space the dialog has. Pure, so its scale and fit are tested without a browser.
 */

/** The sofa: 200 cm wide (the familiar width), its back 85 cm high. */
export const SOFA_HEIGHT_CM = 85;
/** Pictures are hung with their centre at eye level, 145 cm above the floor… */
export const HANG_CENTRE_CM = 145;
/** …but never closer than this above the sofa's back. */
export const GAP_ABOVE_SOFA_CM = 20;
/** A room's usual height; a taller painting makes the wall taller. */
export const WALL_HEIGHT_CM = 270;
/** Wall left either side of the sofa, and around a painting wider than it. */
export const SIDE_MARGIN_CM = 60;
export const PAINTING_MARGIN_CM = 30;
/** The floor drawn under the wall. */
export const FLOOR_CM = 15;
/** A painting is drawn at least this many pixels on a side, so a tiny one is still seen. */
export const MIN_DRAWN_PX = 1;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WallLayout {
  /** The drawing's size in CSS pixels: never more than the space it was given. */
  widthPx: number;
  heightPx: number;
  /** Pixels per centimetre, for the wall, the sofa and the painting alike. */
  pxPerCm: number;
  wall: Rect;
  floor: Rect;
  sofa: Rect;
  painting: Rect;
}

export interface WallSpace {
  /** The width the dialog gives the drawing (a phone's is about 300 px). */
  widthPx: number;
  /** The height it may take at most. */
  maxHeightPx: number;
}

/** Where everything is drawn, in pixels from the drawing's top left, y downwards. */
export function wallLayout(size: ArtworkSize, space: WallSpace): WallLayout {
  const sofaWidthCm = WALL_VIEW_SOFA_WIDTH_CM;
  const bottomCm = Math.max(HANG_CENTRE_CM - size.heightCm / 2, SOFA_HEIGHT_CM + GAP_ABOVE_SOFA_CM);
  const topCm = bottomCm + size.heightCm;
  const sceneWidthCm = Math.max(
    sofaWidthCm + 2 * SIDE_MARGIN_CM,
    size.widthCm + 2 * PAINTING_MARGIN_CM,
  );
  const wallHeightCm = Math.max(WALL_HEIGHT_CM, topCm + PAINTING_MARGIN_CM);
  const sceneHeightCm = wallHeightCm + FLOOR_CM;

  const widthPx = Math.max(0, space.widthPx);
  const heightPx = Math.max(0, space.maxHeightPx);
  const pxPerCm = Math.min(widthPx / sceneWidthCm, heightPx / sceneHeightCm);
  const px = (cm: number) => cm * pxPerCm;
  const floorY = px(wallHeightCm);
  const centreX = px(sceneWidthCm) / 2;

  const paintingWidth = Math.max(MIN_DRAWN_PX, px(size.widthCm));
  const paintingHeight = Math.max(MIN_DRAWN_PX, px(size.heightCm));
  const paintingCentreY = floorY - px(bottomCm + size.heightCm / 2);
  return {
    widthPx: px(sceneWidthCm),
    heightPx: px(sceneHeightCm),
    pxPerCm,
    wall: { x: 0, y: 0, width: px(sceneWidthCm), height: floorY },
    floor: { x: 0, y: floorY, width: px(sceneWidthCm), height: px(FLOOR_CM) },
    sofa: {
      x: centreX - px(sofaWidthCm) / 2,
      y: floorY - px(SOFA_HEIGHT_CM),
      width: px(sofaWidthCm),
      height: px(SOFA_HEIGHT_CM),
    },
    painting: {
      x: centreX - paintingWidth / 2,
      y: paintingCentreY - paintingHeight / 2,
      width: paintingWidth,
      height: paintingHeight,
    },
  };
}
