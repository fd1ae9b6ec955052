import { CUSTOM_ART_IDEAS } from '@artshop/shared';
import { Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';

/**
 * The hover list of reference ideas; also opens on keyboard focus and on a tap. A tap fires
 * mouseenter, focus and click in turn, so the click only ever opens (a toggle would shut the list the
 * tap just opened); it closes when the pointer or focus leaves, or on Escape.
 */
export function ReferenceIdeas() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div
      className="relative inline-block"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(true)}
      >
        <Lightbulb aria-hidden="true" size={16} />
        Ideas
      </Button>
      {open && (
        <ul
          id={listId}
          aria-label="Reference ideas"
          className="absolute left-0 z-10 mt-2 w-56 rounded-lg border border-clay-100 bg-white p-2 text-sm shadow-lg"
        >
          {CUSTOM_ART_IDEAS.map((idea) => (
            <li key={idea} className="rounded px-2 py-1 text-ink hover:bg-sand">
              {idea}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
