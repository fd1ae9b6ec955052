/**
 * A work's own width and height in centimetres (docs/decisions/0121-a-painting-on-your-wall.md),
 * apart from its size's name ('24 x 36 inches') and its parcel's box (decision 0094). 'View on a
 * wall' draws the painting to scale from them. No Zod here: the product page imports this module at
 * start (decision 0112); the form's rules are in `artwork-size.schema.ts`.
 */

/** Centimetres per side: a mural of 10 m is the largest piece a shop like this would list. */
export const ARTWORK_SIDE_MAX_CM = 1000;

/** The two fields of the product add and edit forms (multipart text); blank means unknown. */
export const ARTWORK_SIZE_FIELDS = ['widthCm', 'heightCm'] as const;
export type ArtworkSizeField = (typeof ARTWORK_SIZE_FIELDS)[number];

export interface ArtworkSize {
  widthCm: number;
  heightCm: number;
}

/** The main photo's shape, as the products table keeps it (decision 0107). */
export type PhotoOrientation = 'landscape' | 'portrait' | 'square';

/** To the millimetre, as the columns keep it. */
export const roundToMillimetre = (cm: number): number => Math.round(cm * 10) / 10;

const CM_PER_UNIT = { in: 2.54, cm: 1, mm: 0.1, ft: 30.48 } as const;
type Unit = keyof typeof CM_PER_UNIT;

/**
 * The size text the shop writes ('48 x 72 inches', '60 x 90 cm', '24"x36"', '2 x 3 ft',
 * '24 X 36 x 1.5 in'): two numbers, an 'x', '×', '*' or 'by' between them, a unit after either (the
 * second's wins) and maybe a depth after them. Migration 0026 reads the same shapes with the same
 * pattern in SQL; `artwork-size.test.ts` in the server holds the two to one list of cases.
 */
export const SIZE_TEXT_PATTERN =
  /^\s*(\d+(?:\.\d+)?)\s*("|''|in\.?|inch(?:es)?|cms?\.?|mm|ft\.?|feet|foot)?\s*(?:x|×|\*|by)\s*(\d+(?:\.\d+)?)\s*("|''|in\.?|inch(?:es)?|cms?\.?|mm|ft\.?|feet|foot)?\s*(?:(?:x|×|\*|by)\s*\d+(?:\.\d+)?\s*("|''|in\.?|inch(?:es)?|cms?\.?|mm|ft\.?|feet|foot)?\s*)?$/i;

function unitOf(written: string | undefined): Unit | null {
  if (!written) return null;
  const word = written.toLowerCase().replace(/\.$/, '');
  if (word === '"' || word === "''" || word === 'in' || word.startsWith('inch')) return 'in';
  if (word === 'cm' || word === 'cms') return 'cm';
  if (word === 'mm') return 'mm';
  return 'ft';
}

/**
 * The width and height a size text gives, or null when it does not read as one. The text names
 * two sides, not which is which: the main photo decides (its longer side is the longer number);
 * without a photo, or with a square one, the text is read as art is labelled, height x width.
 */
export function artworkSizeFromText(
  text: string | null | undefined,
  orientation: PhotoOrientation | null = null,
): ArtworkSize | null {
  const match = text ? SIZE_TEXT_PATTERN.exec(text) : null;
  if (!match) return null;
  const unit = unitOf(match[4]) ?? unitOf(match[2]) ?? unitOf(match[5]);
  if (!unit) return null;
  const first = roundToMillimetre(Number(match[1]) * CM_PER_UNIT[unit]);
  const second = roundToMillimetre(Number(match[3]) * CM_PER_UNIT[unit]);
  if (!(first > 0 && second > 0)) return null;
  if (first > ARTWORK_SIDE_MAX_CM || second > ARTWORK_SIDE_MAX_CM) return null;
  const longer = Math.max(first, second);
  const shorter = Math.min(first, second);
  if (orientation === 'landscape') return { widthCm: longer, heightCm: shorter };
  if (orientation === 'portrait') return { widthCm: shorter, heightCm: longer };
  return { widthCm: second, heightCm: first };
}

/**
 * '61 cm wide × 91.4 cm high': each side named, since the size's own text ('36 x 24 inches') may
 * give them in the other order (art is labelled height first; decision 0121).
 */
export function formatArtworkSize(size: ArtworkSize): string {
  const cm = (value: number) => String(roundToMillimetre(value));
  return `${cm(size.widthCm)} cm wide × ${cm(size.heightCm)} cm high`;
}

/** Both sides, or null: the wall view needs both. */
export function artworkSizeOf(product: {
  widthCm?: number | null;
  heightCm?: number | null;
}): ArtworkSize | null {
  const { widthCm, heightCm } = product;
  if (!(typeof widthCm === 'number' && widthCm > 0)) return null;
  if (!(typeof heightCm === 'number' && heightCm > 0)) return null;
  return { widthCm, heightCm };
}

/** The sofa the wall view draws beside the painting: a width everyone knows. */
export const WALL_VIEW_SOFA_WIDTH_CM = 200;

export const artworkSizeMessages = {
  sideInvalid: `Width and height must be centimetres above 0 and at most ${ARTWORK_SIDE_MAX_CM}`,
  heading: 'Size of the work',
  hint: "Width and height in cm, for 'View on a wall'. Blank: not shown.",
  widthLabel: 'Width of the work (cm)',
  heightLabel: 'Height of the work (cm)',
  viewOnWall: 'View on a wall',
  close: 'Close',
  /** The dialog's title: what it shows, in centimetres. */
  dialogTitle: (size: ArtworkSize) => `On a wall: ${formatArtworkSize(size)}`,
  picture: (title: string, size: ArtworkSize) =>
    `${title}, ${formatArtworkSize(size)}, on a wall above a sofa ${WALL_VIEW_SOFA_WIDTH_CM} cm wide, drawn to scale.`,
  caption: `Drawn to scale beside a sofa ${WALL_VIEW_SOFA_WIDTH_CM} cm wide.`,
} as const;
