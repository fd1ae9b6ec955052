import { Check, X } from 'lucide-react';
import type { ChecklistLine } from './signup-rules';

/** The live list of sign-up rules; each line is ticked as soon as the typed value meets it. */
export function SignupChecklist({ lines }: { lines: ChecklistLine[] }) {
  return (
    <ul aria-label="Sign-up requirements" className="grid gap-1 text-sm sm:grid-cols-2">
      {lines.map(({ label, met }) => (
        <li
          key={label}
          data-met={met}
          className={`flex items-center gap-2 ${met ? 'text-green-700' : 'text-ink-soft'}`}
        >
          {met ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <X aria-hidden="true" className="h-4 w-4" />
          )}
          <span>{label}</span>
          <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
