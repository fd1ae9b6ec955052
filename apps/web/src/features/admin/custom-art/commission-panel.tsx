import {
  commissionMessages,
  commissionStageLabels,
  commissionStageValues,
  offerAdminUi as ui,
  type CommissionStage,
  type CustomArt,
} from '@artshop/shared';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useSetCustomArtStageMutation } from './custom-art.api';

/** The stages the admin sets by hand once the quote is paid (a step back is the server's call). */
const SETTABLE = ['in_progress', 'completed', 'shipped'] as const satisfies CommissionStage[];

const stageIndex = (stage: CommissionStage) => commissionStageValues.indexOf(stage);

/** Whether the customer has paid the request's quote: from then on the admin moves its stage. */
export const isPaid = (stage: CommissionStage) => stageIndex(stage) >= stageIndex('paid');

/** Requested → Quoted → Accepted and paid → In progress → Completed → Shipped, the current marked. */
export function CommissionSteps({ stage }: { stage: CommissionStage }) {
  const current = stageIndex(stage);
  return (
    <ol aria-label={ui.stageLine} className="flex flex-wrap gap-x-1 gap-y-2 text-xs">
      {commissionStageValues.map((value, index) => {
        const done = index < current;
        const isCurrent = index === current;
        return (
          <li
            key={value}
            aria-current={isCurrent ? 'step' : undefined}
            className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-medium ${
              isCurrent
                ? 'bg-clay-700 text-white'
                : done
                  ? 'bg-green-100 text-green-800'
                  : 'bg-clay-100 text-ink-soft'
            }`}
          >
            {done && <Check aria-hidden="true" className="h-3 w-3" />}
            {commissionStageLabels[value]}
            {done && <span className="sr-only"> ({ui.stageDone})</span>}
            {isCurrent && <span className="sr-only"> ({ui.stageCurrent})</span>}
          </li>
        );
      })}
    </ol>
  );
}

interface CommissionPanelProps {
  request: CustomArt;
  onMakeOffer: (request: CustomArt) => void;
}

/**
 * The commission in the custom art modal (decision 0053): its stage line, 'Make offer' (a quote)
 * until it is paid, then the stage buttons In progress / Completed / Shipped.
 */
export function CommissionPanel({ request, onMakeOffer }: CommissionPanelProps) {
  const [setStage, { isLoading }] = useSetCustomArtStageMutation();
  const paid = isPaid(request.stage);
  const headingId = useId();

  const moveTo = async (stage: (typeof SETTABLE)[number]) => {
    try {
      await setStage({ id: request.id, stage }).unwrap();
      toast.success(commissionMessages.stageUpdated);
    } catch (failure) {
      toast.error(`${ui.stageFailed} ${errorMessage(failure, 'Please try again.')}`);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-clay-100 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-clay-900">
          {ui.stageHeading}: {commissionStageLabels[request.stage]}
        </h3>
        {!paid && (
          <Button size="sm" shape="rounded" onClick={() => onMakeOffer(request)}>
            {ui.makeOffer}
          </Button>
        )}
      </div>
      <CommissionSteps stage={request.stage} />
      <div role="group" aria-label={ui.setStage} className="flex flex-wrap gap-2">
        {SETTABLE.map((stage) => (
          <Button
            key={stage}
            variant="secondary"
            size="sm"
            shape="rounded"
            disabled={!paid || isLoading || request.stage === stage}
            onClick={() => void moveTo(stage)}
          >
            {commissionStageLabels[stage]}
          </Button>
        ))}
      </div>
      {!paid && <p className="text-sm text-ink-soft">{ui.stageNotPaid}</p>}
    </section>
  );
}
