import {
  codMessages,
  formatOrderNumber,
  orderMessages,
  toRupees,
  type CodRemittance,
  type CodRemittanceInput,
} from '@artshop/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { toCsv } from '../newsletter/csv';

/**
 * Back-office > COD remittances (decision 0101): every cash on delivery order whose cash was
 * collected, what the courier owes the shop for it, and whether (when, under which reference) it
 * was paid over.
 */

function toRemittance(order: OrderRow): CodRemittance {
  return {
    orderId: order.id,
    number: formatOrderNumber(order.number),
    customer: order.name,
    deliveredAt: (order.deliveredAt ?? order.cashCollectedAt)?.toISOString() ?? null,
    amount: toRupees(order.totalPaise),
    cashReference: order.cashReference,
    remitted: order.codRemittedOn !== null,
    remittedOn: order.codRemittedOn,
    remittanceReference: order.codRemittanceReference,
  };
}

const collectedCod = and(eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'success'));

/** `GET /api/admin/cod-remittances`: newest collection first. */
export async function listCodRemittances(db: Db): Promise<CodRemittance[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(collectedCod)
    .orderBy(desc(orders.cashCollectedAt), desc(orders.createdAt));
  return rows.map(toRemittance);
}

/** `PUT /api/admin/cod-remittances/{id}`: the courier paid this order's cash over to the shop. */
export async function markCodRemitted(
  db: Db,
  id: string,
  input: CodRemittanceInput,
): Promise<CodRemittance> {
  if (!isUuid(id)) throw httpError(404, orderMessages.orderNotFound);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw httpError(404, orderMessages.orderNotFound);
  if (order.paymentMethod !== 'cod' || order.paymentStatus !== 'success') {
    throw httpError(409, codMessages.remittanceNotCollected);
  }
  const [updated] = await db
    .update(orders)
    .set({
      codRemittedOn: input.remittedOn,
      codRemittanceReference: input.reference,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, id))
    .returning();
  return toRemittance(updated!);
}

/** `GET /api/admin/cod-remittances.csv`: the same list for the accounts. */
export async function codRemittancesCsv(db: Db): Promise<string> {
  const rows = await listCodRemittances(db);
  return toCsv([
    [
      'Order',
      'Customer',
      'Delivered',
      'Amount (INR)',
      'Cash reference',
      'Remitted',
      'Remitted on',
      'Remittance reference',
    ],
    ...rows.map((row) => [
      row.number,
      row.customer,
      row.deliveredAt?.slice(0, 10) ?? '',
      row.amount.toFixed(2),
      row.cashReference ?? '',
      row.remitted ? 'yes' : 'no',
      row.remittedOn ?? '',
      row.remittanceReference ?? '',
    ]),
  ]);
}
