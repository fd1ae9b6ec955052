import type { StoredImage } from '@artshop/shared';
import { ImageOff } from '../../../components/ui/icons';
import { useState } from 'react';
import { preload } from 'react-dom';

interface ProductImageProps {
  /** A stored image with variants, a bare URL (older records), or nothing (placeholder). */
  image: StoredImage | string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint (its slot, not the screen). */
  sizes: string;
  className?: string;
  /**
   * The page's largest paint (the product page's main image, the home hero): fetched first, with
   * high priority and a preload the server's HTML carries in <head>, so the browser asks for it
   * before it has read the body, the styles or the scripts. Every other image loads lazily.
   */
  priority?: boolean;
  /**
   * A media query outside which the image is not drawn (a CSS-hidden slot): no screen that hides it
   * downloads it, preload included.
   */
  media?: string;
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
export function ProductImage({
  image,
  alt,
  sizes,
  className = '',
  priority,
  media,
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = typeof image === 'string' ? image : image ? midVariant(image).url : null;
  const stored = typeof image === 'object' && image ? image : null;
  const srcSet = stored?.variants.map((v) => `${v.url} ${v.width}w`).join(', ') || undefined;

  if (src && priority) {
    // During render, on the server as in the browser: React puts the <link rel="preload"> in <head>
    // and sends it once however often this renders.
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: srcSet,
      imageSizes: srcSet ? sizes : undefined,
      media,
    });
  }

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

  const img = (
    <img
      // Inside <picture> the <source> names the files: with no `src` of its own, a screen the media
      // query leaves out fetches nothing.
      src={media ? undefined : src}
      srcSet={media ? undefined : srcSet}
      sizes={stored && !media ? sizes : undefined}
      width={stored?.width}
      height={stored?.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={(event) => {
        // Under a media query that does not match there is no candidate at all: not a broken image.
        if (!media || event.currentTarget.currentSrc) setFailedSrc(src);
      }}
      className={className}
    />
  );
  if (!media) return img;
  return (
    <picture>
      <source media={media} srcSet={srcSet ?? src} sizes={stored ? sizes : undefined} />
      {img}
    </picture>
  );
}
