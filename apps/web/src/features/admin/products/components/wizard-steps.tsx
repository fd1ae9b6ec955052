import { Check } from 'lucide-react';

export const WIZARD_STEPS = ['Details', 'Pricing', 'Images'] as const;

/** Where the admin is in the three steps. */
export function WizardSteps({ step }: { step: number }) {
  return (
    <ol aria-label="Steps" className="flex items-center gap-2 text-sm">
      {WIZARD_STEPS.map((label, i) => {
        const n = i + 1;
        const done = n < step;
        return (
          <li
            key={label}
            aria-current={n === step ? 'step' : undefined}
            className="flex flex-1 items-center gap-2"
          >
            <span
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                n <= step ? 'bg-clay-700 text-white' : 'bg-clay-100 text-ink-soft'
              }`}
            >
              {done ? <Check aria-hidden="true" className="h-4 w-4" /> : n}
            </span>
            <span className={n === step ? 'font-semibold text-ink' : 'text-ink-soft'}>
              <span className="sr-only">Step {n}: </span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
