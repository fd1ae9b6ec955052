import {
  formatListCursor,
  orderMessages,
  type AdminOrder,
  type AdminOrderListParams,
  type AdminOrderListResponse,
  type AdminOrderStatusFilter,
  type AdminOrderUser,
  orderLifecycleMessages,
  parseOrderNumber,
  type ShiprocketRefs,
} from '@artshop/shared';
import { and, count, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { beforeCursor, cursorMicros } from '../../db/list-cursor';
import { rowsOf } from '../../db/rows';
import { orders, users, type OrderRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import type { AfterFulfilmentStep, FulfilmentChange } from './after-fulfilment';
import { fulfilmentRefusal } from './cash-on-delivery';
import { toOrderDtos } from './order-dto';
import { likeContains } from '../../lib/like-contains';

/** A confirmed cash on delivery order: shipped before it is paid, at the door (decision 0100). */
const confirmedCod = sql`(${orders.paymentMethod} = 'cod' and ${orders.paymentStatus} = 'pending' and ${orders.codConfirmedAt} is not null and ${orders.cancelledAt} is null)`;
/** Payment pending: an online checkout, or a COD order its customer has not confirmed yet. */
const awaitingPayment = sql`(${orders.paymentStatus} = 'pending' and not ${confirmedCod})`;
const toShipCondition = sql`((${orders.paymentStatus} = 'success' or ${confirmedCod}) and coalesce(${orders.fulfilmentStatus}, 'processing') = 'processing')`;

export interface OrderStats {
  total: number;
  /** Payment pending. */
  pending: number;
  /** Paid, not shipped, delivered or cancelled yet. */
  toShip: number;
  /** Delivered. */
  completed: number;
}

/**
 * Order counts for the admin sidebar and the all-orders stat cards. Each count reads the partial
 * index of its filter alone (migration 0028, decision 0128), not every order's row: the pending and
 * to-ship counts are a few entries, whatever the shop's history.
 */
export async function orderStats(db: Db): Promise<OrderStats> {
  const result = await db.execute(sql`select
    (select count(*) from ${orders}) as total,
    (select count(*) from ${orders} where ${awaitingPayment}) as pending,
    (select count(*) from ${orders} where ${toShipCondition}) as "toShip",
    (select count(*) from ${orders} where ${orders.fulfilmentStatus} = 'delivered') as completed`);
  const [row] = rowsOf<Record<keyof OrderStats, string | number>>(result);
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    // Paid (or a confirmed COD order) and not yet on its way: the owner's work list (0086).
    toShip: Number(row?.toShip ?? 0),
    // 'Completed' is delivered, not merely paid (decision 0086).
    completed: Number(row?.completed ?? 0),
  };
}

/** Case-insensitive substring match; `lower() like` is several times cheaper than `ilike` in PostgreSQL. */
const contains = (column: SQL | AnyColumn, pattern: SQL) => sql`lower(${column}) like ${pattern}`;

/**
 * The order of the number typed ('AS-1001'), and a case-insensitive substring search over the
 * order's contact name and email, the account's name and email, our order id and the Razorpay
 * order id. A leading '#' is dropped, because the table
 * shows ids as '#1a2b3c4d' and admins copy them that way. Every arm has a pg_trgm GIN index on the
 * very expression it tests (migration 0003), so PostgreSQL ORs index scans instead of reading the
 * table. The accounts are matched first, once (`= any(array(...))` is an index condition on
 * user_id, where `in (subquery)` would force a scan), and the id only when the text could be part
 * of one.
 */
function searchCondition(text: string): SQL | undefined {
  const pattern = sql`lower(${likeContains(text)})`;
  // 'AS-1001', '#AS-1001' or '1001': the order of that number (decision 0085; a unique index).
  const number = parseOrderNumber(text);
  return or(
    number !== null ? eq(orders.number, number) : undefined,
    contains(orders.name, pattern),
    contains(orders.email, pattern),
    contains(orders.razorpayOrderId, pattern),
    /^[0-9a-f-]+$/i.test(text) ? contains(sql`${orders.id}::text`, pattern) : undefined,
    sql`${orders.userId} = any(array(select ${users.id} from ${users} where ${or(
      contains(users.name, pattern),
      contains(users.email, pattern),
    )}))`,
  );
}

function statusCondition(status: AdminOrderStatusFilter | undefined): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'pending':
      return awaitingPayment;
    case 'failed':
      return eq(orders.paymentStatus, status);
    case 'toShip':
      return toShipCondition;
    case 'completed':
      return and(eq(orders.paymentStatus, 'success'), eq(orders.fulfilmentStatus, 'delivered'));
    default:
      return and(eq(orders.paymentStatus, 'success'), eq(orders.fulfilmentStatus, status));
  }
}

const userColumns = { name: users.name, email: users.email, phone: users.phone };

/** The order's Shiprocket shipment for the back-office (decision 0095), once Shiprocket has it. */
function shiprocketRefsOf(order: OrderRow): ShiprocketRefs | null {
  if (order.shiprocketOrderId === null) return null;
  return {
    orderId: order.shiprocketOrderId,
    shipmentId: order.shiprocketShipmentId,
    labelUrl: order.labelUrl,
    manifestUrl: order.manifestUrl,
  };
}

async function toAdminOrders(
  db: Db,
  rows: readonly { order: OrderRow; user: AdminOrderUser }[],
): Promise<AdminOrder[]> {
  const dtos = await toOrderDtos(
    db,
    rows.map((row) => row.order),
  );
  return dtos.map((dto, index) => ({
    ...dto,
    user: rows[index]!.user,
    shiprocket: shiprocketRefsOf(rows[index]!.order),
  }));
}

type Paging = Pick<AdminOrderListParams, 'limit' | 'offset' | 'after'>;

const newestFirst = (table: { createdAt: AnyColumn; id: AnyColumn }) => [
  desc(table.createdAt),
  desc(table.id),
];

/** A page's ids and the cursor of the page after it (decision 0127). */
interface IdsPage {
  ids: string[];
  nextCursor: string | null;
}

/** The page's ids from `limit + 1` rows read: the extra one says whether another page follows. */
function idsPage(rows: readonly { id: string; micros: string }[], limit: number): IdsPage {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    ids: rows.slice(0, limit).map((r) => r.id),
    nextCursor: last ? formatListCursor({ micros: last.micros, id: last.id }) : null,
  };
}

/**
 * The ids of a searched page and the number of matches, in one query: the matches are found once
 * (through the trigram indexes), then counted and sorted by date from that set. Ordering the search
 * by walking the date index instead reads every order when few or none match. The cursor narrows
 * the page, not the count.
 */
async function searchedPage(
  db: Db,
  where: SQL | undefined,
  { limit, offset, after }: Paging,
): Promise<IdsPage & { total: number }> {
  const matches = db
    .$with('matches')
    .as(db.select({ id: orders.id, createdAt: orders.createdAt }).from(orders).where(where));
  const rows = await db
    .with(matches)
    .select({
      id: matches.id,
      micros: cursorMicros(matches.createdAt),
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(matches)
    .where(beforeCursor(matches, after))
    .orderBy(...newestFirst(matches))
    .limit(limit + 1)
    .offset(offset);
  if (rows.length > 0 || (offset === 0 && !after)) {
    return { ...idsPage(rows, limit), total: rows[0]?.total ?? 0 };
  }
  // Past the last page: no row carried the total.
  const [row] = await db.select({ n: count() }).from(orders).where(where);
  return { ids: [], nextCursor: null, total: row?.n ?? 0 };
}

/**
 * The ids of an unsearched page, from the (created_at, id) index or the status filter's partial
 * index alone (migration 0028), so a deep page skips index entries rather than joined rows; the
 * total is a count over the status filter's partial index.
 */
async function plainPage(
  db: Db,
  where: SQL | undefined,
  { limit, offset, after }: Paging,
): Promise<IdsPage & { total: number | undefined }> {
  const [rows, total] = await Promise.all([
    db
      .select({ id: orders.id, micros: cursorMicros(orders.createdAt) })
      .from(orders)
      .where(and(where, beforeCursor(orders, after)))
      .orderBy(...newestFirst(orders))
      .limit(limit + 1)
      .offset(offset),
    where
      ? db
          .select({ n: count() })
          .from(orders)
          .where(where)
          .then(([row]) => row?.n ?? 0)
      : undefined,
  ]);
  return { ...idsPage(rows, limit), total };
}

/**
 * One page of orders, newest first, searched and counted in the database: first the page's ids
 * (with the total), then those orders with their accounts and items; the stats run beside it
 * (docs/decisions/0017-admin-order-list.md, 0033-large-shop-indexes.md).
 */
export async function listAdminOrders(
  db: Db,
  { q, status, ...paging }: AdminOrderListParams,
): Promise<AdminOrderListResponse> {
  const text = q?.replace(/^#/, '').trim();
  const where = and(text ? searchCondition(text) : undefined, statusCondition(status));
  const [stats, page] = await Promise.all([
    orderStats(db),
    text ? searchedPage(db, where, paging) : plainPage(db, where, paging),
  ]);
  const rows =
    page.ids.length === 0
      ? []
      : await db
          .select({ order: orders, user: userColumns })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(inArray(orders.id, page.ids))
          .orderBy(...newestFirst(orders));
  // Unfiltered, the total is the stats' total: no second count of the whole table.
  return {
    orders: await toAdminOrders(db, rows),
    total: page.total ?? stats.total,
    stats,
    nextCursor: page.nextCursor,
  };
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

/** The columns a step writes: 'shipped' records the parcel; the other steps leave it as it was. */
function stepColumns(change: FulfilmentChange) {
  // The day it arrived, kept if the courier's tracking said it first (decision 0096).
  if (change.status === 'delivered') {
    return {
      fulfilmentStatus: change.status,
      deliveredAt: sql`coalesce(${orders.deliveredAt}, now())`,
    };
  }
  if (change.status !== 'shipped') return { fulfilmentStatus: change.status };
  return {
    fulfilmentStatus: change.status,
    courier: change.courier,
    trackingNumber: change.trackingNumber,
    trackingUrl: change.trackingUrl,
    shippedAt: sql`coalesce(${orders.shippedAt}, now())`,
  };
}

/**
 * Sets the fulfilment step of a paid order (DESIGN section 4 'Orders'). The order's row is locked
 * first, so the step cannot race with the payment state machine or a cancellation; any step may
 * follow any other, so the admin can correct a slip (docs/decisions/0019-admin-order-fulfilment.md),
 * except out of 'cancelled': the money went back, so a cancelled order stays cancelled. 'shipped'
 * records the courier and tracking number; correcting them keeps the day it shipped. A new step,
 * and corrected parcel details, run the after-fulfilment steps in the same transaction (the
 * customer's message: docs/decisions/0044-transactional-messages.md); setting the current step
 * again changes and sends nothing.
 */
export async function setFulfilmentStatus(
  db: Db,
  settings: NotificationSettings,
  afterFulfilment: readonly AfterFulfilmentStep[],
  id: string,
  change: FulfilmentChange,
): Promise<void> {
  if (!isUuid(id)) throw httpError(404, orderMessages.orderNotFound);
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw httpError(404, orderMessages.orderNotFound);
    // Paid, or a confirmed cash on delivery order (decision 0100).
    const refusal = fulfilmentRefusal(order);
    if (refusal) throw httpError(409, refusal);
    if (order.cancelledAt) throw httpError(409, orderLifecycleMessages.cancelledFinal);
    const newStep = order.fulfilmentStatus !== change.status;
    const newParcel =
      change.status === 'shipped' &&
      (order.courier !== change.courier ||
        order.trackingNumber !== change.trackingNumber ||
        order.trackingUrl !== change.trackingUrl);
    // Paid and already at this step: a harmless repeat (decision 0019).
    if (!newStep && !newParcel) return;
    await tx
      .update(orders)
      .set({ ...stepColumns(change), updatedAt: new Date() })
      .where(eq(orders.id, id));
    for (const step of afterFulfilment) await step(tx, order, { settings, change, newStep });
  });
}
