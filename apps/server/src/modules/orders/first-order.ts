import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * The customer has no paid order yet, so the 20% welcome offer applies (DESIGN section 4). A
 * pending or failed order does not count: only money received ends the offer. An orders rule that
 * the cart shows too; this file imports nothing from the cart, so the module graph stays one-way.
 */
export async function isFirstOrder(db: Db, userId: string): Promise<boolean> {
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'success')))
    .limit(1);
  return !paid;
}
