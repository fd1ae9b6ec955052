import type { CreateOrderInput } from '@artshop/shared';
import type { Db } from '../../db/client';
import { cartLines, type ProductRow } from '../../db/schema';
import type { RazorpayStandIn } from '../../test/razorpay-stand-in';

/** Test data factories for the checkout and payment tests. Not used by production code. */

export const WEBHOOK_SECRET = 'whsec_test_0123456789';

/** Puts lines straight into a customer's cart (default quantity 1, size '5 x 3 inches'). */
export async function fillCart(
  db: Db,
  userId: string,
  lines: readonly { product: Pick<ProductRow, 'id'>; quantity?: number; size?: string }[],
): Promise<void> {
  for (const { product, quantity = 1, size = '5 x 3 inches' } of lines) {
    await db.insert(cartLines).values({ userId, productId: product.id, quantity, size });
  }
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
