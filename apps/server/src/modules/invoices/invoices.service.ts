import {
  codMessages,
  formatOrderNumber,
  GST_DEFAULTS,
  gstClassification,
  invoiceLabels,
  type InvoiceDocument,
} from '@artshop/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orderItems, orders, type OrderItemRow, type OrderRow } from '../../db/schema';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { financialYear, invoiceNumber, takeNumber } from './numbering';
import { buyerParty, loadSellerSettings, sellerParty, supplyTypeOf } from './parties';
import { invoiceLines, type TaxItem } from './tax';

/** An ordered item as an invoice line before the order's reductions. */
function taxItem(item: OrderItemRow): TaxItem {
  // Orders placed before products had a classification carry none: their type's default.
  const { hsnCode, gstRateBp } = gstClassification(item.type, item);
  return {
    description: `${item.title} (${item.size})`,
    hsn: hsnCode,
    quantity: item.quantity,
    grossPaise: item.discountPricePaise * item.quantity,
    gstRateBp,
  };
}

/**
 * The invoice of a paid order as issued: seller, buyer, place of supply and lines with the tax
 * split. The welcome offer and coupon are what the order's total leaves off its items; reading
 * them from the total (rather than from their own columns) keeps the invoice equal to what was
 * paid to the paisa.
 */
export function buildInvoiceDocument(
  order: OrderRow,
  items: readonly OrderItemRow[],
  seller: ReturnType<typeof sellerParty>,
  issued: { number: string; issuedAt: Date },
): InvoiceDocument {
  const { buyer, placeOfSupply } = buyerParty(order);
  const supplyType = supplyTypeOf(seller, placeOfSupply.stateCode);
  const taxItems = items.map(taxItem);
  const itemsGross = taxItems.reduce((sum, item) => sum + item.grossPaise, 0);
  // A cash on delivery fee is charged with the delivery: one line (decision 0101).
  const deliveryPaise = Math.min(order.deliveryPaise + order.codFeePaise, order.totalPaise);
  // Only orders made up in tests have no items; their whole total is then the delivery line.
  const hasItems = taxItems.length > 0;
  const { lines, totals } = invoiceLines({
    items: taxItems,
    reductionsPaise: hasItems ? itemsGross - (order.totalPaise - deliveryPaise) : 0,
    deliveryPaise: hasItems ? deliveryPaise : order.totalPaise,
    deliveryDescription:
      order.codFeePaise > 0 ? invoiceLabels.deliveryAndCodCharges : invoiceLabels.deliveryCharges,
    supplyType,
    fallback: { hsn: GST_DEFAULTS.stoneArt.hsnCode, gstRateBp: GST_DEFAULTS.stoneArt.gstRateBp },
  });
  return {
    kind: supplyType === 'none' ? 'bill_of_supply' : 'tax_invoice',
    number: issued.number,
    issuedAt: issued.issuedAt.toISOString(),
    orderId: order.id,
    orderNumber: formatOrderNumber(order.number),
    ...(order.paymentMethod === 'cod' ? { paymentMode: codMessages.label } : {}),
    supplyType,
    placeOfSupply,
    seller,
    buyer,
    lines,
    totals,
  };
}

/**
 * Issues the invoice of an order that has just become paid, in the payment's transaction: the
 * number is taken and the document fixed together with the payment, or neither happens. Dated at
 * the payment (`paid_at`), numbered in that moment's financial year. A second call for the same
 * order does nothing: the order row is locked first, so two callers cannot both find no invoice.
 */
export async function issueInvoiceInTransaction(
  tx: Db,
  settings: Pick<NotificationSettings, 'invoice'>,
  orderId: string,
): Promise<void> {
  // The lock an UPDATE of the order takes: markPaid holds it already, so this waits for no one
  // (asking for the stronger FOR UPDATE would queue behind other payments of the order: deadlock).
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('no key update');
  if (!order || order.paymentStatus !== 'success') return;
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (existing) return;

  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const { settings: seller } = await loadSellerSettings(tx, settings.invoice);
  const issuedAt = order.paidAt ?? new Date();
  const year = financialYear(issuedAt);
  const sequence = await takeNumber(tx, 'invoice', year);
  const number = invoiceNumber(year, sequence);
  const document = buildInvoiceDocument(order, items, sellerParty(seller), { number, issuedAt });
  await tx.insert(invoices).values({
    orderId,
    number,
    financialYear: year,
    sequence,
    kind: document.kind,
    issuedAt,
    document,
  });
}
