import type { ProductImage } from '../catalog/product.schema';

/**
 * What a search result or a link preview shows of a page: its description cut to fit, and the image
 * to lead with. Shared by the server (the product page's preview tags) and the web app's page heads.
 */

/** Preview cards show two or three lines; longer text is cut at a word. */
export const MAX_DESCRIPTION_LENGTH = 200;

/** Whitespace collapsed, cut at a word boundary with an ellipsis when too long. */
export function summarize(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The main image's widest variant (1280 when the intake made it), else the main image itself. */
export function shareImagePath(images: readonly ProductImage[]): string | undefined {
  const main = images.find((image) => image.role === 'main');
  if (!main) return undefined;
  const widest = [...main.variants].sort((a, b) => b.width - a.width)[0];
  return widest?.url ?? main.url;
}
