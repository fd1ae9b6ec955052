import {
  commissionMessages,
  commissionStageValues,
  customArtMessages,
  type CommissionAdminStage,
  type CommissionStage,
  type CustomArt,
  type CustomArtStatus,
} from '@artshop/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customArtRequests,
  offers,
  type CustomArtRequestRow,
  type OrderRow,
} from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { queueCommissionUpdate } from '../mail/notifications/commission';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { toAdminCustomArt } from './custom-art.service';

const rank = (stage: CommissionStage) => commissionStageValues.indexOf(stage);

/** The stages the shop's work goes through once the quote is paid. */
const WORK_STAGES = ['paid', 'in_progress', 'completed'] as const satisfies CommissionStage[];

/** The spec's status follows the stage, so the pending/completed screen stays right. */
const statusOf = (stage: CommissionStage): CustomArtStatus =>
  stage === 'completed' || stage === 'shipped' ? 'completed' : 'pending';

/**
 * The admin moves a paid commission on (any number of stages forward) or corrects a slip (one
 * stage back). The row is locked first, so two admins or the shipped hook cannot interleave.
 * A request whose quote is not paid yet stays where the offers put it (409). Each new stage from
 * 'in_progress' on tells the customer, in the same transaction, once per stage; 'paid' was told by
 * the payment's own confirmation. Setting the current stage again changes and sends nothing.
 */
export async function setCommissionStage(
  db: Db,
  settings: NotificationSettings,
  id: string,
  stage: CommissionAdminStage,
): Promise<CustomArt> {
  if (!isUuid(id)) throw httpError(404, customArtMessages.notFound);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(customArtRequests)
      .where(eq(customArtRequests.id, id))
      .for('update');
    if (!current) throw httpError(404, customArtMessages.notFound);
    if (rank(current.stage) < rank('paid')) throw httpError(409, commissionMessages.notPaidYet);
    if (current.stage === stage) return current;
    if (rank(stage) < rank(current.stage) - 1) {
      throw httpError(409, commissionMessages.oneStepBack);
    }
    const [updated] = await tx
      .update(customArtRequests)
      .set({ stage, status: statusOf(stage) })
      .where(eq(customArtRequests.id, id))
      .returning();
    if (!updated) throw httpError(404, customArtMessages.notFound);
    if (stage !== 'paid') await queueCommissionUpdate(tx, settings, updated);
    return updated;
  });
  return toAdminCustomArt(row);
}

/**
 * An after-payment step of a sale (decision 0069), run right after the offer's: when the paid order
 * pays a custom art quote (orders.offer_id → offers.custom_art_id), the commission moves on to
 * 'paid' from 'requested' or 'quoted'; a later stage stays. No message of its own: the payment's
 * confirmation tells the customer.
 */
export async function markCommissionPaid(tx: Db, order: Pick<OrderRow, 'offerId'>): Promise<void> {
  await moveCommissionOfOrder(tx, order, { stage: 'paid' }, ['requested', 'quoted']);
}

/**
 * Called in the transaction that marks an order shipped: when the order was made by accepting a
 * custom art quote (orders.offer_id → offers.custom_art_id), that commission is shipped too. No
 * message of its own: the order's shipped message, with the courier and tracking number, went
 * out in the same transaction. A request not yet paid, or already shipped, is left as it is.
 */
export async function shipCommissionOfOrder(
  tx: Db,
  order: Pick<OrderRow, 'offerId'>,
): Promise<void> {
  await moveCommissionOfOrder(tx, order, { stage: 'shipped', status: statusOf('shipped') }, [
    ...WORK_STAGES,
  ]);
}

/** The commission an order pays for (its offer's custom art request), moved on from `from`. */
async function moveCommissionOfOrder(
  tx: Db,
  order: Pick<OrderRow, 'offerId'>,
  to: Partial<Pick<CustomArtRequestRow, 'stage' | 'status'>>,
  from: CustomArtRequestRow['stage'][],
): Promise<void> {
  if (!order.offerId) return;
  const [offer] = await tx
    .select({ customArtId: offers.customArtId })
    .from(offers)
    .where(eq(offers.id, order.offerId));
  if (!offer?.customArtId) return;
  await tx
    .update(customArtRequests)
    .set(to)
    .where(
      and(eq(customArtRequests.id, offer.customArtId), inArray(customArtRequests.stage, from)),
    );
}
