import {
  commissionStageLabels,
  commissionStageValues,
  offerUi,
  type CommissionStage,
} from '@artshop/shared';
import { Check } from 'lucide-react';

/**
 * A commission's stages as a step line (Requested → … → Shipped): the steps behind are ticked and
 * the current one is marked `aria-current="step"`.
 */
export function StageLine({ stage }: { stage: CommissionStage }) {
  const current = commissionStageValues.indexOf(stage);
  return (
    <ol
      aria-label={offerUi.stageLine}
      className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-6"
    >
      {commissionStageValues.map((value, index) => {
        const done = index < current;
        const isCurrent = index === current;
        return (
          <li
            key={value}
            aria-current={isCurrent ? 'step' : undefined}
            className={`flex items-center gap-2 rounded-lg px-2 py-1.5 ${
              isCurrent
                ? 'bg-clay-700 font-semibold text-white'
                : done
                  ? 'bg-green-50 text-green-900'
                  : 'bg-stone-100 text-ink-soft'
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs ${
                isCurrent ? 'bg-white text-clay-700' : done ? 'bg-green-700 text-white' : 'bg-white'
              }`}
            >
              {done ? <Check className="h-3.5 w-3.5" /> : index + 1}
            </span>
            <span>
              {commissionStageLabels[value]}
              {done && <span className="sr-only"> ({offerUi.stageDone})</span>}
              {isCurrent && <span className="sr-only"> ({offerUi.stageCurrent})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
