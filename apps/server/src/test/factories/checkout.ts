import type { CreateOrderInput, CreateOrderResponse } from '@artshop/shared';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { cartLines, products, type ProductRow } from '../../db/schema';
import { sizesOf } from '../../modules/catalog/product-sizes';
import { buildTestApp, type TestApp } from '../build-test-app';
import { startRazorpayStandIn, type RazorpayStandIn } from '../razorpay-stand-in';
import { addProductSizes, createProduct, productSize } from './catalog';
import { createSignedInCustomer } from './users';

/** Test data factories for the checkout and payment tests. Not used by production code. */

export const WEBHOOK_SECRET = 'whsec_test_0123456789';

/**
 * Puts lines straight into a customer's cart (default quantity 1, the product's own size). A size
 * named that the product does not offer yet is added to its sizes at the product's price, so a
 * test can name any size (decision 0082).
 */
export async function fillCart(
  db: Db,
  userId: string,
  lines: readonly { product: Pick<ProductRow, 'id'>; quantity?: number; size?: string }[],
): Promise<void> {
  // One millisecond apart, in the given order: the cart's order is the order lines were added,
  // and timestamps are kept to the millisecond, so lines added in one millisecond would tie.
  const start = Date.now() - lines.length;
  for (const [i, { product, quantity = 1, size }] of lines.entries()) {
    const sizeId = await sizeIdFor(db, product.id, size);
    await db
      .insert(cartLines)
      .values({ userId, productId: product.id, quantity, sizeId, createdAt: new Date(start + i) });
  }
}

async function sizeIdFor(db: Db, productId: string, label: string | undefined): Promise<string> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) throw new Error('fillCart: no such product');
  const sizes = sizesOf(row);
  if (label === undefined) return sizes[0]!.id;
  const found = sizes.find((size) => size.label === label);
  if (found) return found.id;
  const added = productSize(label, row.pricePaise, {
    discountPercentage: row.discountPercentage,
  });
  await addProductSizes(db, row, [added]);
  return added.id;
}

/** A valid `POST /api/order` body. */
export function orderBody(overrides: Partial<CreateOrderInput> = {}): CreateOrderInput {
  return {
    deliveryAddress: '12 MG Road, Bengaluru, Karnataka, 560001, India',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    ...overrides,
  };
}

/** The environment that switches a test app to Razorpay against the stand-in. */
export function razorpayEnv(
  standIn: RazorpayStandIn,
  webhookSecret: string | undefined = WEBHOOK_SECRET,
) {
  return {
    RAZORPAY_KEY_ID: standIn.keyId,
    RAZORPAY_KEY_SECRET: standIn.keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_BASE: standIn.url,
  };
}

/**
 * A test app on Razorpay against a fresh stand-in, for the checkout and payment suites. Its
 * `close()` also stops the stand-in, so `afterAll(() => t.close())` cleans up both.
 */
export async function buildRazorpayTestApp(): Promise<{ t: TestApp; standIn: RazorpayStandIn }> {
  const standIn = await startRazorpayStandIn();
  let app: TestApp;
  try {
    app = await buildTestApp({ env: razorpayEnv(standIn) });
  } catch (error) {
    await standIn.close();
    throw error;
  }
  const close = async () => {
    await app.close();
    await standIn.close();
  };
  return { t: { ...app, close }, standIn };
}

export interface PlacedOrder {
  userId: string;
  cookie: string;
  product: ProductRow;
  order: CreateOrderResponse['order'];
}

/**
 * A new customer puts `quantity` of one product (a new one unless given) in the cart and places
 * the order through `POST /api/order`: a pending order, as checkout leaves it.
 */
export async function placePendingOrder(
  t: TestApp,
  { product, quantity = 1 }: { product?: ProductRow; quantity?: number } = {},
): Promise<PlacedOrder> {
  const { user, cookie } = await createSignedInCustomer(t.db);
  const bought = product ?? (await createProduct(t.db));
  await fillCart(t.db, user.id, [{ product: bought, quantity }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie },
    payload: orderBody(),
  });
  expect(response.statusCode).toBe(201);
  return {
    userId: user.id,
    cookie,
    product: bought,
    order: (response.json() as CreateOrderResponse).order,
  };
}
