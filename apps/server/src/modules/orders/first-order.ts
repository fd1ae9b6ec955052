import { and, eq } from 'drizzle-orm';
import { holdsOrderBenefits } from './live-checkout';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * The customer has no paid order yet, so the 20% welcome offer applies (DESIGN section 4). A
 * pending or failed order does not count: only money received ends the offer, or an open cash on
 * delivery order, which holds it until paid or cancelled (decision 0099). An orders rule that
 * the cart shows too; this file imports nothing from the cart, so the module graph stays one-way.
 */
export async function isFirstOrder(db: Db, userId: string): Promise<boolean> {
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), holdsOrderBenefits()))
    .limit(1);
  return !paid;
}
