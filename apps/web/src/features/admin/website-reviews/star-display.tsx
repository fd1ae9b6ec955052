import { Star } from 'lucide-react';

/** A review's whole-star rating as five icons, read as one phrase by screen readers. */
export function StarDisplay({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className="inline-flex items-center gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`h-4 w-4 ${n <= rating ? 'text-amber-500' : 'text-stone-300'}`}
          fill="currentColor"
          strokeWidth={0}
        />
      ))}
    </span>
  );
}
