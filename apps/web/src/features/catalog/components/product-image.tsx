import type { StoredImage } from '@artshop/shared';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

interface ProductImageProps {
  /** A stored image with variants, a bare URL (older records), or nothing (placeholder). */
  image: StoredImage | string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** Above-the-fold hero image: load eagerly with high fetch priority. */
  priority?: boolean;
}

/** The variant closest to 640 px wide: sharp enough for cards, small enough as a fallback `src`. */
function midVariant(image: StoredImage) {
  const byDistance = [...image.variants].sort(
    (a, b) => Math.abs(a.width - 640) - Math.abs(b.width - 640),
  );
  return byDistance[0] ?? image;
}

/**
 * A product picture drawn from the stored WebP variants (srcset with `w` descriptors), with its
 * intrinsic width and height so the browser reserves the space before it loads. A missing or broken
 * image becomes a neutral placeholder instead of the browser's broken-image icon.
 */
export function ProductImage({ image, alt, sizes, className = '', priority }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = typeof image === 'string' ? image : image ? midVariant(image).url : null;

  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-stone-200 text-stone-400 ${className}`}
      >
        <ImageOff aria-hidden="true" className="h-10 w-10" />
      </div>
    );
  }

  const stored = typeof image === 'object' && image ? image : null;
  return (
    <img
      src={src}
      srcSet={stored?.variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined}
      sizes={stored ? sizes : undefined}
      width={stored?.width}
      height={stored?.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
    />
  );
}
