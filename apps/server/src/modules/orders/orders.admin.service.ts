import {
  orderMessages,
  type AdminOrder,
  type AdminOrderListParams,
  type AdminOrderListResponse,
  type AdminOrderStatusFilter,
  type AdminOrderUser,
  type FulfilmentStatusValue,
} from '@artshop/shared';
import { and, count, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users, type OrderRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { toOrderDtos } from './order-dto';

export interface OrderStats {
  total: number;
  /** Payment pending. */
  pending: number;
  /** Paid (payment status success). */
  completed: number;
}

/** Order counts for the admin sidebar and the all-orders stat cards, in one pass over the table. */
export async function orderStats(db: Db): Promise<OrderStats> {
  const [row] = await db
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'pending')`.mapWith(
        Number,
      ),
      completed: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'success')`.mapWith(
        Number,
      ),
    })
    .from(orders);
  return row ?? { total: 0, pending: 0, completed: 0 };
}

/** `%`, `_` and `\\` are LIKE wildcards or the escape: a search for '50%' means the text '50%'. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring match; `lower() like` is several times cheaper than `ilike` in PostgreSQL. */
const contains = (column: SQL | AnyColumn, pattern: SQL) => sql`lower(${column}) like ${pattern}`;

/**
 * Case-insensitive substring search over the order's contact name and email, the account's name
 * and email, our order id and the Razorpay order id. A leading '#' is dropped, because the table
 * shows ids as '#1a2b3c4d' and admins copy them that way. The account is matched through a
 * subquery over users, so counting needs no join; the id (cast to text, the costliest test) is
 * only looked at when the text could be part of one.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.replace(/^#/, '').trim();
  if (!text) return undefined;
  const pattern = sql`lower(${likeContains(text)})`;
  return or(
    contains(orders.name, pattern),
    contains(orders.email, pattern),
    contains(orders.razorpayOrderId, pattern),
    /^[0-9a-f-]+$/i.test(text) ? contains(sql`${orders.id}::text`, pattern) : undefined,
    sql`${orders.userId} in (select ${users.id} from ${users} where ${or(
      contains(users.name, pattern),
      contains(users.email, pattern),
    )})`,
  );
}

function statusCondition(status: AdminOrderStatusFilter | undefined): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'pending':
    case 'failed':
      return eq(orders.paymentStatus, status);
    case 'completed':
      return eq(orders.paymentStatus, 'success');
    default:
      return and(eq(orders.paymentStatus, 'success'), eq(orders.fulfilmentStatus, status));
  }
}

const userColumns = { name: users.name, email: users.email, phone: users.phone };

async function toAdminOrders(
  db: Db,
  rows: readonly { order: OrderRow; user: AdminOrderUser }[],
): Promise<AdminOrder[]> {
  const dtos = await toOrderDtos(
    db,
    rows.map((row) => row.order),
  );
  return dtos.map((dto, index) => ({ ...dto, user: rows[index]!.user }));
}

/**
 * One page of orders, newest first, searched and counted in the database: the page is a single
 * query with a limit (walking the created_at index when nothing filters) and the total a count over
 * the same condition, run side by side with the stats (docs/decisions/0017-admin-order-list.md).
 */
export async function listAdminOrders(
  db: Db,
  { q, status, limit, offset }: AdminOrderListParams,
): Promise<AdminOrderListResponse> {
  const where = and(searchCondition(q), statusCondition(status));

  const pageQuery = db
    .select({ order: orders, user: userColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  const countQuery = async (): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(orders).where(where);
    return row?.n ?? 0;
  };

  // Unfiltered, the total is the stats' total: no second count of the whole table.
  const [stats, rows, filtered] = await Promise.all([
    orderStats(db),
    pageQuery,
    where ? countQuery() : undefined,
  ]);
  return { orders: await toAdminOrders(db, rows), total: filtered ?? stats.total, stats };
}

/** One order as the admin list shows it; 404 when it does not exist. */
export async function getAdminOrder(db: Db, id: string): Promise<AdminOrder> {
  if (!isUuid(id)) throw httpError(404, orderMessages.orderNotFound);
  const rows = await db
    .select({ order: orders, user: userColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  const [order] = await toAdminOrders(db, rows);
  if (!order) throw httpError(404, orderMessages.orderNotFound);
  return order;
}

/**
 * Sets the fulfilment step of a paid order (DESIGN section 4 'Orders'). The paid check sits in the
 * UPDATE itself, so it cannot race with the payment state machine; any step may follow any other,
 * so the admin can correct a slip (docs/decisions/0019-admin-order-fulfilment.md).
 */
export async function setFulfilmentStatus(
  db: Db,
  id: string,
  status: FulfilmentStatusValue,
): Promise<AdminOrder> {
  if (!isUuid(id)) throw httpError(404, orderMessages.orderNotFound);
  const updated = await db
    .update(orders)
    .set({ fulfilmentStatus: status, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'success')))
    .returning({ id: orders.id });
  if (updated.length === 0) {
    const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (!existing) throw httpError(404, orderMessages.orderNotFound);
    throw httpError(409, orderMessages.fulfilmentNeedsPayment);
  }
  return getAdminOrder(db, id);
}
