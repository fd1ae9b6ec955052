import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { creditNotes, invoices, refunds, type ProductRow } from '../../db/schema';
import type { TestApp } from '../build-test-app';
import { createProduct } from './catalog';
import { fillCart, orderBody, type PlacedOrder } from './checkout';
import { createSignedInCustomer } from './users';
import { payInTestMode } from './payments';

/** Test data factories for the invoice tests. Not used by production code. */

/** The seller of the tests: registered in Karnataka (GST state code 29). */
export const SELLER_ENV = {
  SELLER_LEGAL_NAME: 'Shilpa Art Studio LLP',
  SELLER_ADDRESS: '4 Temple Street, Mysuru 570001',
  SELLER_STATE: 'Karnataka',
  SELLER_GSTIN: '29ABCDE1234F1Z5',
};

/**
 * A new customer orders `lines` through checkout (`POST /api/order`; being new, with the 20%
 * welcome offer) to `address`, and pays in the test window through the callback, as a shopper
 * does in test mode.
 */
export async function placeAndPay(
  t: TestApp,
  {
    lines,
    address = '12 MG Road, Bengaluru, Karnataka, 560001, India',
    name = 'Asha Rao',
  }: {
    lines?: { product: ProductRow; quantity?: number }[];
    address?: string;
    name?: string;
  } = {},
): Promise<PlacedOrder> {
  const { user, cookie } = await createSignedInCustomer(t.db);
  const bought = lines ?? [{ product: await createProduct(t.db) }];
  await fillCart(t.db, user.id, bought);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie },
    payload: orderBody({ deliveryAddress: address, name }),
  });
  expect(created.statusCode).toBe(201);
  const order = (created.json() as { order: PlacedOrder['order'] }).order;
  const paid = await payInTestMode(t.app, cookie, order.id);
  expect(paid.statusCode).toBe(303);
  return { userId: user.id, cookie, product: bought[0]!.product, order };
}

/** A refund the provider has processed, as the refunds module records it. */
export async function insertProcessedRefund(
  db: Db,
  orderId: string,
  amountPaise: number,
  reason = 'Damaged in transit',
) {
  const [row] = await db
    .insert(refunds)
    .values({ orderId, amountPaise, reason, status: 'processed', processedAt: new Date() })
    .returning();
  if (!row) throw new Error('insertProcessedRefund inserted no row');
  return row;
}

export async function invoiceOf(db: Db, orderId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

export async function creditNotesOf(db: Db, orderId: string) {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(creditNotes.sequence);
}
