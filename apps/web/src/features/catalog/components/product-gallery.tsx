import type { StoredImage } from '@artshop/shared';
import { ChevronLeft, ChevronRight } from '../../../components/ui/icons';
import { useRef, useState, type TouchEvent } from 'react';
import { ProductImage } from './product-image';

interface ProductGalleryProps {
  images: (StoredImage | string)[];
  title: string;
  /** 'below': a thumbnail row (paintings). 'side': a thumbnail column on md+ and a phone carousel. */
  layout: 'below' | 'side';
}

/** Horizontal finger travel (px) that counts as a swipe rather than a tap or a scroll. */
const SWIPE_MIN = 40;

/**
 * The main image's slot, for `sizes`: the page is max-w-7xl (1280 px) with 16 px padding (24 from
 * sm, 32 from lg) and, from md, two columns 40 px apart; the 'side' layout gives 128 px of its
 * column to the thumbnails. Between md and xl the wider md figure is used: a little sharp beats blurry.
 */
const MAIN_SIZES = {
  below: '(min-width: 1280px) 588px, (min-width: 768px) calc(50vw - 44px), calc(100vw - 32px)',
  side: '(min-width: 1280px) 460px, (min-width: 768px) calc(50vw - 172px), calc(100vw - 32px)',
} as const;

/** The product page gallery: one large image, thumbnails to pick, swipe and arrows on phones. */
export function ProductGallery({ images, title, layout }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const count = images.length;
  const current = images[selected] ?? images[0];
  const go = (step: number) => setSelected((index) => (index + step + count) % count);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN) return;
    go(end < start ? 1 : -1);
  };

  const side = layout === 'side';
  const thumbnails = count > 1 && (
    <ul
      aria-label="Product images"
      className={
        side
          ? 'hidden gap-3 p-1 md:order-first md:flex md:w-28 md:flex-col'
          : 'flex gap-3 overflow-x-auto p-1'
      }
    >
      {images.map((image, index) => (
        <li key={typeof image === 'string' ? image : image.url} className="shrink-0">
          <button
            type="button"
            aria-label={`Show image ${index + 1} of ${count}`}
            aria-current={index === selected}
            onClick={() => setSelected(index)}
            className={`block h-20 w-20 overflow-hidden rounded-xl bg-sand ring-2 transition md:h-24 md:w-24 ${
              index === selected ? 'ring-clay-500' : 'ring-transparent opacity-75 hover:opacity-100'
            }`}
          >
            <ProductImage
              image={image}
              alt=""
              sizes="(min-width: 768px) 96px, 80px"
              className="h-full w-full object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <div className={side ? 'flex flex-col gap-4 md:flex-row' : 'flex flex-col gap-4'}>
      <div
        className="relative flex-1 overflow-hidden rounded-2xl bg-sand"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <ProductImage
          image={current}
          alt={count > 1 ? `${title}, image ${selected + 1} of ${count}` : title}
          sizes={MAIN_SIZES[layout]}
          // The first image is the page's largest paint; one picked later is wanted now, lazy or not.
          priority={selected === 0}
          className="aspect-square h-full w-full object-contain"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => go(-1)}
              className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow md:hidden"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => go(1)}
              className="absolute top-1/2 right-3 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow md:hidden"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
            <div
              aria-hidden="true"
              className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1.5 md:hidden"
            >
              {images.map((image, index) => (
                <span
                  key={typeof image === 'string' ? image : image.url}
                  className={`h-2 rounded-full transition-all ${index === selected ? 'w-5 bg-clay-700' : 'w-2 bg-white/80'}`}
                />
              ))}
            </div>
          </>
        )}
      </div>
      {thumbnails}
    </div>
  );
}
