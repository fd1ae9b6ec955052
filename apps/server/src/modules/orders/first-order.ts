import { and, eq, sql, type SQL } from 'drizzle-orm';
import { holdsOrderBenefits } from './live-checkout';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orders } from '../../db/schema';

/**
 * The customer has no paid order yet, so the 20% welcome offer applies (DESIGN section 4). A
 * pending or failed order does not count: only money received ends the offer, or an open cash on
 * delivery order, which holds it until paid or cancelled (decision 0099). An orders rule that
 * the cart shows too; this file imports nothing from the cart, so the module graph stays one-way.
 */
export async function isFirstOrder(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .execute(sql`select ${firstOrderCondition(db, userId)} as "first"`)
    .then((result) => rowsOf<{ first: boolean }>(result));
  return row?.first ?? true;
}

/** `isFirstOrder` as a condition, for a read that asks it beside other things in one statement. */
export function firstOrderCondition(db: Db, userId: string): SQL {
  const paid = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), holdsOrderBenefits()))
    .limit(1);
  return sql`(not exists (${paid}))`;
}
