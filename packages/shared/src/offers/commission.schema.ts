import { z } from 'zod';

/**
 * A custom stone art request's stages (decision 0053), beside the spec's pending/completed status:
 * requested → quoted (an offer sent) → paid (its offer paid) → in_progress → completed → shipped.
 */
export const commissionStageValues = [
  'requested',
  'quoted',
  'paid',
  'in_progress',
  'completed',
  'shipped',
] as const;
export const commissionStageSchema = z.enum(commissionStageValues);
export type CommissionStage = z.infer<typeof commissionStageSchema>;

export const commissionStageLabels: Record<CommissionStage, string> = {
  requested: 'Requested',
  quoted: 'Quoted',
  paid: 'Accepted and paid',
  in_progress: 'In progress',
  completed: 'Completed',
  shipped: 'Shipped',
};
