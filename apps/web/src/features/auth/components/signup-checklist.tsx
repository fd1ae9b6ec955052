import { Check, X } from 'lucide-react';
import type { ChecklistLine } from './signup-rules';

/**
 * The live list of sign-up rules; each line is ticked as soon as the typed value meets it. The
 * reset-password page shows the password lines under its own `label`.
 */
export function SignupChecklist({
  lines,
  label: listLabel = 'Sign-up requirements',
}: {
  lines: ChecklistLine[];
  label?: string;
}) {
  return (
    <ul aria-label={listLabel} className="grid gap-1 text-sm sm:grid-cols-2">
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
