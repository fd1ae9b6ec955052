import type { CSSProperties } from 'react';

interface StarRatingProps {
  rating: number;
  /** A Tailwind height class for the stars (their width follows), e.g. 'h-5'. */
  starClassName?: string;
  className?: string;
}

const ratingFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/**
 * Five stars filled to the rating (fractions too), read by screen readers as one phrase
 * ('Rated 4.5 out of 5'). One element: a mask of five stars over a two-colour fill (`.star-rating`
 * in index.css), where ten SVGs per card made the collections heavy to draw and to hydrate.
 */
export function StarRating({ rating, starClassName = 'h-4', className = '' }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, rating));
  const style = { '--rating-fill': `${(clamped / 5) * 100}%` } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={`Rated ${ratingFormat.format(clamped)} out of 5`}
      className={`star-rating ${starClassName} ${className}`}
      style={style}
    />
  );
}
