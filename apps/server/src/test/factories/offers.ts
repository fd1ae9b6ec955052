import { createHmac } from 'node:crypto';
import type {
  AdminOffer,
  CreateOfferInput,
  CreateOrderInput,
  CreateOrderResponse,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import {
  customArtRequests,
  interestedBuyers,
  offers,
  orders,
  products,
  type CustomArtRequestRow,
  type InterestedBuyerRow,
  type OfferRow,
  type OrderRow,
  type ProductRow,
} from '../../db/schema';
import type { TestApp } from '../build-test-app';
import type { RazorpayStandIn } from '../razorpay-stand-in';
import { createProduct, type ProductOverrides } from './catalog';
import { invalidateCatalogCache } from '../../modules/catalog/response-cache';
import { orderBody } from './checkout';
import { createSignedInCustomer, type TestUser } from './users';

/** Test data factories for the offers suites. Not used by production code. */

/** A painting at ₹1,500 unless told otherwise. */
export function createPainting(db: Db, overrides: ProductOverrides = {}): Promise<ProductRow> {
  return createProduct(db, { type: 'painting', size: '24 x 18 inches', ...overrides });
}

/** A customer's 'Interested to buy' on a product, as the product page records it. */
export async function createInterest(
  db: Db,
  userId: string,
  productId: string,
): Promise<InterestedBuyerRow> {
  const [row] = await db.insert(interestedBuyers).values({ userId, productId }).returning();
  if (!row) throw new Error('interest insert returned no row');
  return row;
}

/** A custom art request (signed out unless `userId` is given). */
export async function createCustomArtRequest(
  db: Db,
  overrides: Partial<typeof customArtRequests.$inferInsert> = {},
): Promise<CustomArtRequestRow> {
  const [row] = await db
    .insert(customArtRequests)
    .values({
      firstName: 'Meera',
      lastName: 'Iyer',
      email: `meera-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      phone: '9876543210',
      description: 'A river stone with two kingfishers on a branch, in the morning light please',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('custom art request insert returned no row');
  return row;
}

/** Changes an offer's row straight in the database (to make it lapse, for example). */
export async function updateOffer(
  db: Db,
  offerId: string,
  changes: Partial<typeof offers.$inferInsert>,
): Promise<void> {
  await db.update(offers).set(changes).where(eq(offers.id, offerId));
}

/** Changes a product's row straight in the database, dropping the cached catalogue answers. */
export async function updateProduct(
  db: Db,
  productId: string,
  changes: Partial<typeof products.$inferInsert>,
): Promise<void> {
  await db.update(products).set(changes).where(eq(products.id, productId));
  invalidateCatalogCache(db);
}

export async function offerRow(db: Db, offerId: string): Promise<OfferRow> {
  const [row] = await db.select().from(offers).where(eq(offers.id, offerId));
  if (!row) throw new Error(`no offer ${offerId}`);
  return row;
}

export async function productRow(db: Db, productId: string): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row;
}

export async function orderRow(db: Db, orderId: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

/** `POST /api/admin/offers` as the admin `cookie`. */
export function postOffer(t: TestApp, cookie: string, body: Partial<CreateOfferInput> | object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/offers',
    headers: { cookie },
    payload: body,
  });
}

/** `POST /api/offers/{id}/accept` with a valid checkout body (and `overrides`). */
export function acceptAs(
  t: TestApp,
  cookie: string,
  offerId: string,
  overrides: Partial<CreateOrderInput> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/offers/${offerId}/accept`,
    headers: { cookie },
    payload: orderBody(overrides),
  });
}

/** An accepted offer's checkout, checked to be 201. */
export async function acceptOk(
  t: TestApp,
  cookie: string,
  offerId: string,
  overrides: Partial<CreateOrderInput> = {},
): Promise<CreateOrderResponse> {
  const response = await acceptAs(t, cookie, offerId, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreateOrderResponse>();
}

export interface PaintingOffer {
  painting: ProductRow;
  buyer: TestUser;
  cookie: string;
  interest: InterestedBuyerRow;
  offer: AdminOffer;
}

/**
 * A new customer interested in `painting` (a new one unless given) and the admin's offer to them
 * through the API (₹1,200 + ₹50 delivery unless `body` says otherwise).
 */
export async function offerPainting(
  t: TestApp,
  admin: string,
  options: { painting?: ProductRow; body?: Partial<CreateOfferInput> } = {},
): Promise<PaintingOffer> {
  const painting = options.painting ?? (await createPainting(t.db));
  const { user: buyer, cookie } = await createSignedInCustomer(t.db);
  const interest = await createInterest(t.db, buyer.id, painting.id);
  const response = await postOffer(t, admin, {
    interestId: interest.id,
    price: 1200,
    ...options.body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { painting, buyer, cookie, interest, offer: response.json<{ offer: AdminOffer }>().offer };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * The stand-in captures a payment of the order's amount and the browser posts Razorpay's signed
 * callback for it: what paying through Razorpay looks like to the server. Answers the callback.
 */
export function payWithRazorpay(
  t: TestApp,
  standIn: RazorpayStandIn,
  order: { id: string; razorpayOrderId: string },
) {
  const ref = order.razorpayOrderId;
  const payment = standIn.addPayment(ref, { status: 'captured' });
  return {
    payment,
    callback: t.app.inject({
      method: 'POST',
      url: `/api/transaction/${order.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        razorpay_payment_id: payment.id,
        razorpay_order_id: ref,
        razorpay_signature: createHmac('sha256', standIn.keySecret)
          .update(`${ref}|${payment.id}`)
          .digest('hex'),
      }),
    }),
  };
}
