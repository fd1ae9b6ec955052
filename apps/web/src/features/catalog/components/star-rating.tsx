import { Star } from 'lucide-react';

interface StarRatingProps {
  rating: number;
  /** Tailwind size classes for each star. */
  starClassName?: string;
  className?: string;
}

const ratingFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/**
 * Five stars filled to the rating (fractions too), read by screen readers as one phrase
 * ('Rated 4.5 out of 5') instead of five unlabeled icons.
 */
export function StarRating({ rating, starClassName = 'h-4 w-4', className = '' }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, rating));
  return (
    <span
      role="img"
      aria-label={`Rated ${ratingFormat.format(clamped)} out of 5`}
      className={`inline-flex items-center gap-0.5 ${className}`}
    >
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(1, Math.max(0, clamped - index));
        return (
          <span key={index} className="relative inline-block" aria-hidden="true">
            <Star
              className={`${starClassName} text-stone-300`}
              fill="currentColor"
              strokeWidth={0}
            />
            {fill > 0 && (
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star
                  className={`${starClassName} text-amber-500`}
                  fill="currentColor"
                  strokeWidth={0}
                />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
