import { orderMessages, type CreateOrderResponse, type OrderListResponse } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { invoiceOf, SELLER_ENV } from '../../test/factories/invoices';
import { applyPaymentOutcome } from '../../test/factories/payments';
import { createSignedInCustomer } from '../../test/factories/users';
import { fillCart, orderBody } from '../../test/factories/checkout';

const PARTS = {
  street: '7 Marine Drive, Flat 3',
  line2: '',
  city: 'Kochi',
  state: 'Kerala',
  zip: '682001',
  country: 'India' as const,
};

describe('the delivery address in parts', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: SELLER_ENV }),
    (built) => (t = built),
  );

  /** A customer with a piece in the cart places an order with `body`. */
  async function order(body: object) {
    const { user, cookie } = await createSignedInCustomer(t.db);
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const response = await injectAs(t, 'POST', '/api/order', cookie, body);
    return { response, cookie };
  }
  const rowOf = async (response: { json: () => unknown }) => {
    const { order: created } = response.json() as CreateOrderResponse;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, created.id));
    return row!;
  };

  it('stores the parts, rebuilds the joined address from them, and answers them', async () => {
    const { deliveryAddress: _joined, ...rest } = orderBody();
    const { response, cookie } = await order({ ...rest, address: PARTS });
    expect(response.statusCode).toBe(201);
    const row = await rowOf(response);
    expect(row).toMatchObject({
      address: '7 Marine Drive, Flat 3, Kochi, Kerala, 682001, India',
      addressStreet: PARTS.street,
      addressCity: 'Kochi',
      addressState: 'Kerala',
      addressZip: '682001',
      addressCountry: 'India',
    });
    const listed = await injectAs(t, 'GET', '/api/order/user', cookie);
    expect((listed.json() as OrderListResponse).orders[0]?.addressParts).toEqual(PARTS);
  });

  it('lets the parts win over a joined address sent beside them', async () => {
    const { response } = await order(orderBody({ address: PARTS }));
    expect(response.statusCode).toBe(201);
    expect((await rowOf(response)).address).toBe(
      '7 Marine Drive, Flat 3, Kochi, Kerala, 682001, India',
    );
  });

  it('checks each part with the checkout form’s messages', async () => {
    const cases = [
      [{ zip: '68200' }, orderMessages.zipInvalid],
      // India's PIN codes never start with 0 (decision 0084).
      [{ zip: '012345' }, orderMessages.zipLeadingZero],
      [{ state: 'Atlantis' }, orderMessages.stateInvalid],
      [{ city: 'K' }, orderMessages.cityInvalid],
      [{ state: '' }, orderMessages.stateRequired],
      [{ country: 'Nepal' }, orderMessages.countryRequired],
    ] as const;
    for (const [change, message] of cases) {
      const { response } = await order({ ...orderBody(), address: { ...PARTS, ...change } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const { deliveryAddress: _joined, ...neither } = orderBody();
    const { response } = await order(neither);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(orderMessages.streetRequired);
  });

  it('stores address line 2, joins it in, and takes a common spelling of the state as its name', async () => {
    const { response, cookie } = await order(
      orderBody({ address: { ...PARTS, line2: 'Near the ferry', state: 'kerala' } }),
    );
    expect(response.statusCode).toBe(201);
    expect(await rowOf(response)).toMatchObject({
      address: '7 Marine Drive, Flat 3, Near the ferry, Kochi, Kerala, 682001, India',
      addressLine2: 'Near the ferry',
      addressState: 'Kerala',
    });
    const listed = await injectAs(t, 'GET', '/api/order/user', cookie);
    expect((listed.json() as OrderListResponse).orders[0]?.addressParts).toEqual({
      ...PARTS,
      line2: 'Near the ferry',
    });
  });

  it('still takes the joined address alone, with no parts stored', async () => {
    const { response } = await order(orderBody());
    expect(response.statusCode).toBe(201);
    expect(await rowOf(response)).toMatchObject({
      address: '12 MG Road, Bengaluru, Karnataka, 560001, India',
      addressState: null,
      addressZip: null,
    });
  });

  it('puts the state part on the invoice, where the joined address names none', async () => {
    // A Karnataka seller and a Kerala buyer: IGST, place of supply Kerala (32).
    const { response } = await order(orderBody({ address: { ...PARTS, street: 'No 7 Lane' } }));
    const row = await rowOf(response);
    // Only the state part can say where this goes: the joined text is read no more.
    await t.db
      .update(orders)
      .set({ address: 'No 7 Lane near the temple' })
      .where(eq(orders.id, row.id));
    await applyPaymentOutcome(
      t.db,
      { orderId: row.id, outcome: 'success', paymentId: 'pay_address_parts' },
      t.config,
    );
    const invoice = await invoiceOf(t.db, row.id);
    expect(invoice?.document.placeOfSupply).toEqual({ state: 'Kerala', stateCode: '32' });
    expect(invoice?.document.supplyType).toBe('inter');
  });
});
