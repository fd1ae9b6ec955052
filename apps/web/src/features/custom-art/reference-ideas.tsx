import { CUSTOM_ART_IDEAS } from '@artshop/shared';
import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The reference ideas, always on screen: a list that opened on hover closed again before a phone's
 * tap could reach it. Tapping one writes it into the description (decision 0081).
 */
export function ReferenceIdeas({ onPick }: { onPick: (idea: string) => void }) {
  const headingId = useId();
  const hintId = useId();
  // A tap before the page is hydrated would do nothing: not before then.
  const hydrated = useHydrated();
  return (
    <div>
      <p id={headingId} className="flex items-center gap-1.5 text-sm font-medium text-clay-900">
        <Lightbulb aria-hidden="true" size={16} />
        Ideas
      </p>
      <p id={hintId} className="text-sm text-ink-soft">
        Tap one to add it to your description.
      </p>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
        {CUSTOM_ART_IDEAS.map((idea) => (
          <li key={idea}>
            <button
              type="button"
              disabled={!hydrated}
              aria-describedby={hintId}
              onClick={() => onPick(idea)}
              className="rounded-full border border-clay-300 bg-white px-3 py-1.5 text-sm text-ink hover:bg-sand disabled:opacity-60"
            >
              {idea}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
