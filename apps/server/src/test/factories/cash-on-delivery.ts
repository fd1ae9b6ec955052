import type { CodOrderResponse } from '@artshop/shared';
import { expect } from 'vitest';
import type { ProductRow } from '../../db/schema';
import { codCodeSecret } from '../../modules/checkout/cod-confirmation.service';
import type { TestApp } from '../build-test-app';
import { injectAs } from '../inject-as';
import { createProduct, type ProductOverrides } from './catalog';
import { fillCart, orderBody } from './checkout';
import { createSignedInCustomer } from './users';

/**
 * A cash on delivery order's body to Bengaluru 560001, where the Shiprocket stand-in offers cash on
 * delivery; its address in parts, so the order keeps the PIN code a Shiprocket booking needs.
 */
export const codOrderBody = () =>
  orderBody({
    paymentMethod: 'cod',
    address: {
      street: '12 MG Road',
      line2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      zip: '560001',
      country: 'India',
    },
  });

/**
 * A new customer's cash on delivery order for one stone art piece, placed and confirmed with the
 * code its email would carry (decision 0100), so the shop may ship it. The app must offer cash on
 * delivery at that PIN code: build it with the Shiprocket stand-in's
 * `shiprocketEnv`.
 */
export async function confirmedCodOrder(
  t: TestApp,
  product: ProductOverrides = {},
): Promise<{
  user: Awaited<ReturnType<typeof createSignedInCustomer>>['user'];
  cookie: string;
  product: ProductRow;
  order: CodOrderResponse['order'];
}> {
  const { user, cookie } = await createSignedInCustomer(t.db);
  const piece = await createProduct(t.db, product);
  await fillCart(t.db, user.id, [{ product: piece }]);
  const placed = await injectAs(t, 'POST', '/api/order', cookie, codOrderBody());
  expect(placed.statusCode, placed.body).toBe(201);
  const { order } = placed.json<CodOrderResponse>();
  const code = await codCodeSecret.issue(t.db, order.id, new Date());
  const confirmed = await injectAs(t, 'POST', `/api/order/${order.id}/confirm-cod`, cookie, {
    code,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { user, cookie, product: piece, order };
}
