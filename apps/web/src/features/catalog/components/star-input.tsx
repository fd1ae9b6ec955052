import { Star } from 'lucide-react';

interface StarInputProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
}

/** A 1-5 rating picker: a radio group of star buttons, usable with a keyboard or a tap. */
export function StarInput({ value, onChange, label }: StarInputProps) {
  return (
    <div role="radiogroup" aria-label={label} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={`${star} star${star > 1 ? 's' : ''}`}
          onClick={() => onChange(star)}
          className="rounded p-0.5 transition hover:scale-110"
        >
          <Star
            aria-hidden="true"
            className={`h-7 w-7 ${star <= value ? 'text-amber-500' : 'text-stone-300'}`}
            fill="currentColor"
            strokeWidth={0}
          />
        </button>
      ))}
    </div>
  );
}
