import {
  certificatePath,
  formatOrderNumber,
  orderAttentionValues,
  toRupees,
  type Order,
  type OrderAttention,
  type OrderItem,
  type Refund,
  type ShipmentEvent,
} from '@artshop/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  certificates,
  creditNotes,
  invoices,
  orderItems,
  refunds,
  type OrderItemRow,
  type OrderRow,
  type RefundRow,
} from '../../db/schema';
import { loadShipmentEvents, shipmentTrackingOf } from './shipment-view';

/** What an order's life after payment adds to it: refunds with their credit notes, the invoice. */
export interface OrderAfterPayment {
  refunds: readonly (RefundRow & { creditNote: { id: string; number: string } | null })[];
  invoice: { number: string; kind: 'tax_invoice' | 'bill_of_supply'; issuedAt: Date } | null;
  /** Certificate numbers by ordered item id (decision 0119). */
  certificates: ReadonlyMap<string, string>;
}

const isOrderAttention = (value: string | null): value is OrderAttention =>
  (orderAttentionValues as readonly (string | null)[]).includes(value);

const NOTHING_AFTER_PAYMENT: OrderAfterPayment = {
  refunds: [],
  invoice: null,
  certificates: new Map(),
};

function toRefundDto(row: OrderAfterPayment['refunds'][number]): Refund {
  return {
    id: row.id,
    amount: toRupees(row.amountPaise),
    reason: row.reason,
    status: row.status,
    cancellation: row.cancellation,
    method: row.method,
    payoutReference: row.payoutReference,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    creditNote: row.creditNote,
  };
}

const sumPaise = (rows: OrderAfterPayment['refunds'], status: RefundRow['status']) =>
  rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.amountPaise, 0);

/** One ordered item as the API shows it: the snapshot taken at order time, money in rupees. */
export function toOrderItemDto(row: OrderItemRow, certificateNumber?: string): OrderItem {
  return {
    productId: row.productId,
    title: row.title,
    description: row.description,
    type: row.type,
    mainImageUrl: row.mainImageUrl,
    size: row.size,
    quantity: row.quantity,
    price: toRupees(row.pricePaise),
    discount: row.discountPercentage > 0,
    discountPrice: toRupees(row.discountPricePaise),
    discountPercentage: row.discountPercentage,
    // Once issued; the link is the shop's own page, as the QR code's is (decision 0119).
    certificate: certificateNumber
      ? { number: certificateNumber, verifyUrl: certificatePath(certificateNumber) }
      : null,
  };
}

/** The address in parts, when the checkout sent them (decision 0058); else null (joined only). */
function addressPartsOf(order: OrderRow): Order['addressParts'] {
  const { addressStreet, addressCity, addressState, addressZip, addressCountry } = order;
  if (!addressStreet || !addressCity || !addressState || !addressZip || !addressCountry) {
    return null;
  }
  return {
    street: addressStreet,
    line2: order.addressLine2 ?? '',
    city: addressCity,
    state: addressState,
    zip: addressZip,
    country: addressCountry,
  };
}

/** An order with its items as its owner, the payment status page and the admin see it. */
export function toOrderDto(
  order: OrderRow,
  items: readonly OrderItemRow[],
  after: OrderAfterPayment = NOTHING_AFTER_PAYMENT,
  events: readonly ShipmentEvent[] = [],
): Order {
  return {
    id: order.id,
    number: formatOrderNumber(order.number),
    razorpayOrderId: order.razorpayOrderId,
    status: order.paymentStatus,
    fulfilmentStatus: order.fulfilmentStatus,
    pay: toRupees(order.totalPaise),
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    welcomeOffer: toRupees(order.welcomeOfferPaise),
    couponCode: order.couponCode,
    couponDiscount: toRupees(order.couponPaise),
    delivery: toRupees(order.deliveryPaise),
    address: order.address,
    addressParts: addressPartsOf(order),
    name: order.name,
    email: order.email,
    phone: order.phone,
    provider: order.provider,
    paymentMethod: order.paymentMethod,
    codFee: toRupees(order.codFeePaise),
    codConfirmed: order.codConfirmedAt !== null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    orderItems: items.map((item) => toOrderItemDto(item, after.certificates.get(item.id))),
    shipment:
      order.courier && order.trackingNumber
        ? {
            courier: order.courier,
            trackingNumber: order.trackingNumber,
            trackingUrl: order.trackingUrl,
            shippedAt: order.shippedAt?.toISOString() ?? null,
            ...shipmentTrackingOf(order, events),
          }
        : null,
    refunds: after.refunds.map(toRefundDto),
    refunded: toRupees(sumPaise(after.refunds, 'processed')),
    refundPending: toRupees(sumPaise(after.refunds, 'pending')),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    cancelReason: order.cancelReason,
    offerId: order.offerId,
    attention: isOrderAttention(order.attention) ? order.attention : null,
    invoice: after.invoice
      ? {
          number: after.invoice.number,
          kind: after.invoice.kind,
          issuedAt: after.invoice.issuedAt.toISOString(),
        }
      : null,
  };
}

/** The items of several orders in one query, grouped by order id (every id present, maybe empty). */
export async function loadOrderItems(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return byOrder;
}

/**
 * Refunds (with credit notes), invoices and certificates of several orders, grouped by order id. Only paid
 * orders can have either, so unpaid ones cost no query.
 */
export async function loadOrdersAfterPayment(
  db: Db,
  rows: readonly OrderRow[],
): Promise<Map<string, OrderAfterPayment>> {
  const byOrder = new Map<
    string,
    {
      refunds: OrderAfterPayment['refunds'][number][];
      invoice: OrderAfterPayment['invoice'];
      certificates: Map<string, string>;
    }
  >();
  const paidIds = rows.filter((row) => row.paymentStatus === 'success').map((row) => row.id);
  if (paidIds.length === 0) return byOrder;
  for (const id of paidIds)
    byOrder.set(id, { refunds: [], invoice: null, certificates: new Map() });
  const [refundRows, noteRows, invoiceRows, certificateRows] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, paidIds))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select({ id: creditNotes.id, number: creditNotes.number, refundId: creditNotes.refundId })
      .from(creditNotes)
      .where(inArray(creditNotes.orderId, paidIds)),
    db
      .select({
        orderId: invoices.orderId,
        number: invoices.number,
        kind: invoices.kind,
        issuedAt: invoices.issuedAt,
      })
      .from(invoices)
      .where(inArray(invoices.orderId, paidIds)),
    db
      .select({
        orderId: certificates.orderId,
        orderItemId: certificates.orderItemId,
        number: certificates.number,
      })
      .from(certificates)
      .where(inArray(certificates.orderId, paidIds)),
  ]);
  const noteByRefund = new Map(noteRows.map((note) => [note.refundId, note]));
  for (const refund of refundRows) {
    const note = noteByRefund.get(refund.id);
    byOrder.get(refund.orderId)?.refunds.push({
      ...refund,
      creditNote: note ? { id: note.id, number: note.number } : null,
    });
  }
  for (const invoice of invoiceRows) {
    const entry = byOrder.get(invoice.orderId);
    if (entry)
      entry.invoice = { number: invoice.number, kind: invoice.kind, issuedAt: invoice.issuedAt };
  }
  for (const certificate of certificateRows) {
    byOrder.get(certificate.orderId)?.certificates.set(certificate.orderItemId, certificate.number);
  }
  return byOrder;
}

/** Orders with their items, refunds and invoices, in the order given. */
export async function toOrderDtos(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  const [items, after, events] = await Promise.all([
    loadOrderItems(
      db,
      rows.map((row) => row.id),
    ),
    loadOrdersAfterPayment(db, rows),
    loadShipmentEvents(db, rows),
  ]);
  return rows.map((row) =>
    toOrderDto(row, items.get(row.id) ?? [], after.get(row.id), events.get(row.id)),
  );
}
