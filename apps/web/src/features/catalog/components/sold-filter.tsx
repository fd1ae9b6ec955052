import { availabilityBadgeLabels, offerUi } from '@artshop/shared';
import { useHydrated } from '../../../lib/use-hydrated';

interface SoldFilterProps {
  sold: boolean;
  onChange: (sold: boolean) => void;
}

// 'Sold' is the badge's word: offerMessages (offer.schema.ts) holds the same word, but importing it
// would bring that module's Zod schemas, and so all of Zod, into the collection page.
const OPTIONS = [
  { sold: false, label: offerUi.availableFilter },
  { sold: true, label: availabilityBadgeLabels.sold },
] as const;

/** The paintings collection's two views: what can be bought, and the sold ones (the portfolio). */
export function SoldFilter({ sold, onChange }: SoldFilterProps) {
  // Drawn by the server: a tap before hydration would do nothing, so the buttons say so (disabled).
  const hydrated = useHydrated();
  return (
    <div
      role="group"
      aria-label={offerUi.filterGroup}
      className="inline-flex w-fit rounded-full bg-white p-1 ring-1 ring-stone-200"
    >
      {OPTIONS.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={option.sold === sold}
          disabled={!hydrated}
          onClick={() => onChange(option.sold)}
          className={`rounded-full px-4 py-1.5 text-sm font-semibold transition ${
            option.sold === sold ? 'bg-clay-700 text-white' : 'text-ink hover:bg-clay-100'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
