import type { Product, StoredImage } from '@artshop/shared';

/** The image a card or gallery leads with: the stored main image, else a bare main URL. */
export function mainImageOf(product: Product): StoredImage | string | null {
  return product.images.find((image) => image.role === 'main') ?? product.mainImageUrl ?? null;
}

/** Main first, then sidebars; old records that only carry URLs still show. */
export function galleryImagesOf(product: Product): (StoredImage | string)[] {
  if (product.images.length > 0) {
    const main = product.images.filter((image) => image.role === 'main');
    const sidebars = product.images.filter((image) => image.role === 'sidebar');
    return [...main, ...sidebars];
  }
  return [product.mainImageUrl, ...product.sidebarImageUrls].filter(
    (url): url is string => typeof url === 'string' && url.length > 0,
  );
}

const percentFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 20 -> '20', 12.5 -> '12.5': percentages are shown without trailing zeros. */
export function formatPercent(value: number): string {
  return percentFormat.format(value);
}

/** Readable label for a product type tag. */
export function typeLabel(type: Product['type']): string {
  return type === 'painting' ? 'Painting' : 'Stone Art';
}
