import { heartMessages } from '@artshop/shared';
import { createIcon } from '../ui/icons';

// lucide's heart (ISC, see components/ui/icons.tsx).
const Heart = createIcon(
  'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z',
);

export interface HeartLookProps {
  title: string;
  saved: boolean;
  disabled: boolean;
  onClick?: () => void;
  className?: string;
}

/** The heart as drawn, pressed when the piece is saved (decision 0122). */
export function HeartLook({ title, saved, disabled, onClick, className = '' }: HeartLookProps) {
  return (
    <button
      type="button"
      aria-label={heartMessages.save(title)}
      aria-pressed={saved}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-stone-200 transition hover:bg-clay-100 disabled:opacity-70 ${
        saved ? 'text-rose-600' : 'text-ink hover:text-clay-700'
      } ${className}`}
    >
      <Heart aria-hidden="true" className={`h-4 w-4 ${saved ? 'fill-current' : ''}`} />
    </button>
  );
}
