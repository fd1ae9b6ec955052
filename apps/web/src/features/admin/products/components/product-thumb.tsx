import { ImageOff } from 'lucide-react';
import type { Product } from '@artshop/shared';

/** The smallest stored variant of the main image, or a placeholder. */
export function ProductThumb({ product, size = 48 }: { product: Product; size?: number }) {
  const main = product.images.find((image) => image.role === 'main');
  const src = main?.variants[0]?.url ?? product.mainImageUrl;
  if (!src) {
    return (
      <span
        style={{ width: size, height: size }}
        className="flex shrink-0 items-center justify-center rounded-lg bg-clay-100 text-ink-soft"
      >
        <ImageOff aria-hidden="true" className="h-5 w-5" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={{ width: size, height: size, backgroundColor: product.bgColor }}
      className="shrink-0 rounded-lg object-cover"
    />
  );
}
