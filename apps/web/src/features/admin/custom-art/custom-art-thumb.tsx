import type { CustomArt } from '@artshop/shared';
import { ImageOff } from 'lucide-react';
import { fullName } from './custom-art-filter';

interface CustomArtThumbProps {
  request: CustomArt;
  /** Opens the enlarged preview; absent when the request has no image. */
  onEnlarge: (request: CustomArt) => void;
  size?: 'small' | 'large';
}

/** The reference image as a button that enlarges it, or a placeholder when there is none. */
export function CustomArtThumb({ request, onEnlarge, size = 'small' }: CustomArtThumbProps) {
  const box = size === 'small' ? 'h-12 w-12' : 'h-48 w-full sm:h-56';
  if (!request.artUrl) {
    return (
      <span
        className={`${box} flex items-center justify-center rounded-lg bg-clay-100 text-ink-soft`}
      >
        <ImageOff aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">No reference image</span>
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onEnlarge(request)}
      aria-label={`Enlarge the reference image of ${fullName(request)}`}
      className={`${box} block shrink-0 overflow-hidden rounded-lg bg-clay-100 focus-visible:ring-2 focus-visible:ring-clay-700`}
    >
      <img
        src={request.artUrl}
        alt=""
        loading="lazy"
        className={`h-full w-full ${size === 'small' ? 'object-cover' : 'object-contain'}`}
      />
    </button>
  );
}
