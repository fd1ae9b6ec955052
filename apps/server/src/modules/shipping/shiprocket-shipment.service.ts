import {
  fillMessage,
  formatOrderNumber,
  gstClassification,
  orderLifecycleMessages,
  orderMessages,
  shiprocketShipmentMessages as m,
  toRupees,
  type AdminOrder,
  type ShiprocketCouriersResponse,
  type ShiprocketShipment,
} from '@artshop/shared';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type OrderItemRow, type OrderRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import {
  ShiprocketError,
  type ShiprocketClient,
  type ShiprocketOrderInput,
} from '../../shipping-providers/shiprocket';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import type { AfterFulfilmentStep } from '../orders/after-fulfilment';
import { fulfilmentRefusal } from '../orders/cash-on-delivery';
import { loadOrderItems } from '../orders/order-dto';
import { getAdminOrder, setFulfilmentStatus } from '../orders/orders.admin.service';
import { loadParcel } from './package-defaults';

/** The tracking page Shiprocket keeps for every AWB it assigns (docs/shipping.md). */
export const shiprocketTrackingUrl = (awb: string) =>
  `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

export interface ShipmentDeps {
  db: Db;
  /** null when the shop runs without Shiprocket (the embedded default): 503. */
  client: ShiprocketClient | null;
  settings: NotificationSettings;
  /** What follows 'shipped' (the email), composed in modules/commerce (decision 0069). */
  afterFulfilment: readonly AfterFulfilmentStep[];
}

/**
 * How long a claim holds when its request never released it (the process stopped): longer than
 * the seven calls of one shipment at the longest timeout allowed.
 */
const CLAIM_LIFETIME_MS = 15 * 60 * 1000;

/**
 * Claims the order for one shipping request, in any server process. Shiprocket has no idempotency
 * key, so two clicks at once must not both create (decision 0095); a retry after this one ends
 * finds the order by number. False when another request holds it.
 */
async function claim(db: Db, id: string): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ shiprocketClaimedAt: new Date() })
    .where(
      and(
        eq(orders.id, id),
        or(
          isNull(orders.shiprocketClaimedAt),
          lt(orders.shiprocketClaimedAt, new Date(Date.now() - CLAIM_LIFETIME_MS)),
        ),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length > 0;
}

const release = (db: Db, id: string) =>
  db.update(orders).set({ shiprocketClaimedAt: null }).where(eq(orders.id, id));

function requireClient(client: ShiprocketClient | null): ShiprocketClient {
  if (!client) throw httpError(503, m.notConfigured);
  return client;
}

/** Shiprocket's refusal (502, its words) or its silence (504), for the admin to read. */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof ShiprocketError)) return error;
  if (error.status === 0) return httpError(504, m.timedOut);
  return httpError(502, fillMessage(m.refused, { message: error.message }));
}

async function loadOrder(db: Db, id: string): Promise<OrderRow> {
  if (!isUuid(id)) throw httpError(404, orderMessages.orderNotFound);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw httpError(404, orderMessages.orderNotFound);
  return order;
}

/** A paid, live, unshipped order with a PIN code; else the 409 that says why not. */
function refuseUnshippable(order: OrderRow): asserts order is OrderRow & { addressZip: string } {
  const refusal = fulfilmentRefusal(order);
  if (refusal) throw httpError(409, refusal);
  if (order.cancelledAt || order.fulfilmentStatus === 'cancelled') {
    throw httpError(409, orderLifecycleMessages.cancelledFinal);
  }
  if (order.fulfilmentStatus && order.fulfilmentStatus !== 'processing') {
    throw httpError(409, m.alreadyShipped);
  }
  if (!order.addressZip) throw httpError(409, m.noPinCode);
}

/** Shiprocket wants a 10-digit Indian mobile number: the last ten digits of what was typed. */
const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = name, ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** `POST /orders/create/adhoc` for one of our orders (docs/shipping.md; decision 0095). */
export function shiprocketOrderOf(
  order: OrderRow,
  items: readonly OrderItemRow[],
  parcel: { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number },
): ShiprocketOrderInput {
  return {
    orderId: formatOrderNumber(order.number),
    orderDate: order.paidAt ?? order.createdAt,
    billing: {
      ...splitName(order.name),
      address: order.addressStreet ?? order.address,
      address2: order.addressLine2 ?? '',
      city: order.addressCity ?? '',
      pincode: order.addressZip ?? '',
      state: order.addressState ?? '',
      country: order.addressCountry ?? 'India',
      email: order.email,
      phone: tenDigits(order.phone),
    },
    items: items.map((item) => ({
      name: `${item.title} (${item.size})`,
      // The ordered size is the stock-keeping unit; a deleted product's line keeps its title.
      sku: item.sizeId ?? item.productId ?? item.title.slice(0, 40),
      units: item.quantity,
      sellingPricePaise: item.discountPricePaise,
      hsn: gstClassification(item.type, item).hsnCode,
    })),
    // A cash on delivery order makes the courier collect `sub_total` at the door (decision 0101).
    paymentMethod: order.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
    // What the customer paid, or pays in cash, the COD fee included: Shiprocket does not add it
    // up itself (docs/shipping.md).
    subTotalPaise: order.totalPaise,
    ...parcel,
  };
}

async function saveColumns(db: Db, id: string, columns: Partial<typeof orders.$inferInsert>) {
  await db
    .update(orders)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/**
 * `POST /api/order/{id}/shiprocket` (decision 0095): the order at Shiprocket (found by our number
 * first, so a retry after a timeout never makes a second one), its AWB (Shiprocket's recommended
 * courier or the admin's), the pickup, the label and the manifest, each stored as it succeeds so a
 * retry resumes where the last attempt stopped; then 'shipped' through the admin's own
 * fulfilment path (the same checks and the same email) with Shiprocket's tracking page.
 */
export async function shipWithShiprocket(
  deps: ShipmentDeps,
  id: string,
  input: { courierId?: number } = {},
): Promise<{ order: AdminOrder; shipment: ShiprocketShipment }> {
  // What is wrong with the order comes first: it holds whatever the shop ships with.
  refuseUnshippable(await loadOrder(deps.db, id));
  const client = requireClient(deps.client);
  if (!(await claim(deps.db, id))) throw httpError(409, m.inProgress);
  try {
    // Read again under the claim: a request that just finished may have shipped it.
    const order = await loadOrder(deps.db, id);
    refuseUnshippable(order);
    const shipment = await runSteps(deps, client, order, input.courierId);
    const trackingUrl = shiprocketTrackingUrl(shipment.awb);
    await setFulfilmentStatus(deps.db, deps.settings, deps.afterFulfilment, order.id, {
      status: 'shipped',
      courier: shipment.courier,
      trackingNumber: shipment.awb,
      trackingUrl,
    });
    return { order: await getAdminOrder(deps.db, order.id), shipment };
  } catch (error) {
    throw asHttpError(error);
  } finally {
    await release(deps.db, id);
  }
}

async function runSteps(
  { db }: ShipmentDeps,
  client: ShiprocketClient,
  order: OrderRow,
  courierId: number | undefined,
): Promise<ShiprocketShipment> {
  let shipmentId = order.shiprocketShipmentId;
  let awb = order.trackingNumber;
  let courier = order.courier;
  if (order.shiprocketOrderId === null || shipmentId === null) {
    const number = formatOrderNumber(order.number);
    const found = await client.findOrder(number);
    if (found) {
      shipmentId = found.shipmentId;
      // An AWB assigned by an attempt whose answer was lost is the parcel's: never a second one.
      if (found.awb && !awb) {
        awb = found.awb;
        courier = found.courierName || courier || 'Shiprocket';
      }
      await saveColumns(db, order.id, {
        shiprocketOrderId: found.orderId,
        shiprocketShipmentId: found.shipmentId,
        ...(found.awb && { courier, trackingNumber: awb }),
      });
    } else {
      const items = (await loadOrderItems(db, [order.id])).get(order.id) ?? [];
      const parcel = await loadParcel(db, items);
      const created = await client.createOrder(shiprocketOrderOf(order, items, parcel));
      shipmentId = created.shipmentId;
      await saveColumns(db, order.id, {
        shiprocketOrderId: created.orderId,
        shiprocketShipmentId: created.shipmentId,
      });
    }
  }
  if (!awb || !courier) {
    const assigned = await client.assignAwb(shipmentId, courierId);
    awb = assigned.awb;
    courier = assigned.courierName || 'Shiprocket';
    // The AWB is the shipment's tracking number from now on (decision 0047), typed or assigned.
    await saveColumns(db, order.id, { courier, trackingNumber: awb });
  }
  if (!order.pickupRequestedAt) {
    await client.generatePickup(shipmentId);
    await saveColumns(db, order.id, { pickupRequestedAt: new Date() });
  }
  let labelUrl = order.labelUrl;
  if (!labelUrl) {
    labelUrl = (await client.generateLabel(shipmentId)).labelUrl;
    await saveColumns(db, order.id, { labelUrl });
  }
  if (!order.manifestUrl) {
    const { manifestUrl } = await client.generateManifest(shipmentId);
    await saveColumns(db, order.id, { manifestUrl });
  }
  return { awb, courier, labelUrl };
}

/**
 * `GET /api/order/{id}/shiprocket/couriers`: the couriers Shiprocket offers from the pickup PIN to
 * the order's, for its parcel's weight, prepaid, with their rates; the admin may pick one.
 */
export async function shiprocketCouriers(
  deps: Pick<ShipmentDeps, 'db' | 'client'>,
  id: string,
): Promise<ShiprocketCouriersResponse> {
  const order = await loadOrder(deps.db, id);
  refuseUnshippable(order);
  const client = requireClient(deps.client);
  const items = (await loadOrderItems(deps.db, [order.id])).get(order.id) ?? [];
  const parcel = await loadParcel(deps.db, items);
  try {
    const answer = await client.serviceability({
      deliveryPin: order.addressZip,
      weightGrams: parcel.weightGrams,
      cod: false,
    });
    return {
      serviceable: answer.serviceable,
      recommendedCourierId: answer.recommendedCourierId,
      couriers: answer.couriers.map((c) => ({
        id: c.id,
        name: c.name,
        rate: toRupees(c.ratePaise),
        etdDays: c.etdDays,
      })),
    };
  } catch (error) {
    throw asHttpError(error);
  }
}
