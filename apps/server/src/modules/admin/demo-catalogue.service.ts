import { firstRunMessages } from '@artshop/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  creditNotes,
  documentCounters,
  invoices,
  orderItems,
  orders,
  productReviews,
  products,
  websiteReviews,
} from '../../db/schema';
import { invalidateCatalogCache } from '../catalog/response-cache';

/**
 * The demo's orders (decision 0086): placed in test mode (no money moved) and only for demo
 * products. An order with a real payment, or with one of the owner's own products, is never one.
 */
export async function demoOrderIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.provider, 'test'),
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
        sql`not exists (select 1 from ${orderItems} left join ${products} on ${products.id} = ${orderItems.productId} where ${orderItems.orderId} = ${orders.id} and (${products.id} is null or not ${products.demo}))`,
      ),
    );
  return rows.map((row) => row.id);
}

export interface DemoRemoved {
  products: number;
  reviews: number;
  websiteReviews: number;
  orders: number;
}

/**
 * `DELETE /api/admin/demo-catalogue`: the demo's products (with their reviews, cart lines and
 * interests, by cascade), its website reviews and its test-mode orders (with their specimen
 * invoices and credit notes), in one transaction: all or nothing (decision 0086). Rows of the owner
 * are not marked `demo` and never go. The invoice and credit note series then resume after the
 * last document kept, so the first real invoice does not follow trial numbers.
 */
export async function removeDemoCatalogue(db: Db): Promise<DemoRemoved> {
  const removed = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const orderIds = await demoOrderIds(t);
    if (orderIds.length > 0) {
      await t.delete(creditNotes).where(inArray(creditNotes.orderId, orderIds));
      const deletedInvoices = await t
        .delete(invoices)
        .where(inArray(invoices.orderId, orderIds))
        .returning({ id: invoices.id });
      // Refunds and order items go with their order (cascade).
      await t.delete(orders).where(inArray(orders.id, orderIds));
      if (deletedInvoices.length > 0) await resumeNumbering(t);
    }
    const [reviews] = await t
      .select({ n: count() })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(eq(products.demo, true));
    const deletedProducts = await t
      .delete(products)
      .where(eq(products.demo, true))
      .returning({ id: products.id });
    const deletedWebsiteReviews = await t
      .delete(websiteReviews)
      .where(eq(websiteReviews.demo, true))
      .returning({ id: websiteReviews.id });
    return {
      products: deletedProducts.length,
      reviews: reviews?.n ?? 0,
      websiteReviews: deletedWebsiteReviews.length,
      orders: orderIds.length,
    };
  });
  if (removed.products > 0 || removed.websiteReviews > 0) await invalidateCatalogCache(db);
  return removed;
}

/** Each series' counter back to the highest number still issued in its financial year (or 0). */
async function resumeNumbering(tx: Db): Promise<void> {
  await tx.update(documentCounters).set({
    lastValue: sql`case ${documentCounters.series}
        when 'invoice' then coalesce((select max(${invoices.sequence}) from ${invoices} where ${invoices.financialYear} = ${documentCounters.financialYear}), 0)
        else coalesce((select max(${creditNotes.sequence}) from ${creditNotes} where ${creditNotes.financialYear} = ${documentCounters.financialYear}), 0)
      end`,
  });
}

export const demoRemovedMessage = (removed: DemoRemoved) =>
  firstRunMessages.demo.removed(removed.products);
