import { codMessages, orderMessages } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';

/**
 * Why the order cannot be fulfilled (shipped, delivered) yet, or null: a paid order can, and so
 * can a cash on delivery order its customer confirmed, which is paid at the door (decision 0100).
 */
export function fulfilmentRefusal(
  order: Pick<OrderRow, 'paymentStatus' | 'paymentMethod' | 'codConfirmedAt' | 'cancelledAt'>,
): string | null {
  if (order.paymentStatus === 'success') return null;
  if (order.paymentMethod === 'cod' && order.paymentStatus === 'pending' && !order.cancelledAt) {
    return order.codConfirmedAt ? null : codMessages.notConfirmed;
  }
  return orderMessages.fulfilmentNeedsPayment;
}

/**
 * The admin's 'Cash received' of a manually shipped COD order (decision 0101): its reference is
 * stored; the caller then marks it delivered, which makes it paid. Refused for an order that is not
 * COD, not confirmed, or whose cash is already recorded. Returns whether it still needs 'delivered'.
 */
export async function recordCashReference(
  db: Db,
  id: string,
  reference: string,
): Promise<{ deliver: boolean }> {
  if (!isUuid(id)) throw httpError(404, orderMessages.orderNotFound);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw httpError(404, orderMessages.orderNotFound);
    if (order.paymentMethod !== 'cod') throw httpError(409, codMessages.cashNotCod);
    if (order.cashReference) throw httpError(409, codMessages.cashAlreadyCollected);
    // Delivered by the courier already (and so paid): only the reference is added.
    if (order.paymentStatus !== 'success') {
      const refusal = fulfilmentRefusal(order);
      if (refusal) throw httpError(409, refusal);
    }
    await tx
      .update(orders)
      .set({ cashReference: reference, updatedAt: new Date() })
      .where(eq(orders.id, id));
    return { deliver: order.paymentStatus !== 'success' };
  });
}
