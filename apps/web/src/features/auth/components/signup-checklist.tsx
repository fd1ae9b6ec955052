import { Check, X } from 'lucide-react';
import type { ChecklistLine } from './signup-rules';

/**
 * A live list of rules; each line is ticked as soon as the typed value meets it. The sign-up form
 * shows each field's lines under that field (decision 0078), unnamed so that the field it describes
 * reads the lines themselves; the reset-password page shows the password lines, named by `label`.
 */
export function SignupChecklist({
  lines,
  label: listLabel,
}: {
  lines: ChecklistLine[];
  label?: string | undefined;
}) {
  return (
    <ul aria-label={listLabel} className="grid gap-1 text-sm">
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
