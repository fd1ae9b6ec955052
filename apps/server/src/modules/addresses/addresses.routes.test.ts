import type { AddressBookResponse, CreateOrderInput } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createProduct } from '../../test/factories/catalog';
import { fillCart, orderBody } from '../../test/factories/checkout';
import { acceptOk, offerPainting } from '../../test/factories/offers';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';

// Decision 0084: each order's address joins the account's address book, once, and
// `GET /api/user/addresses` lists it in parts, the last used first.

const HOME = {
  street: '12 MG Road',
  line2: 'Flat 4B, near the temple',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'India' as const,
};
const OFFICE = {
  street: '7 Residency Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
  country: 'India' as const,
};

describe('GET /api/user/addresses', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp(),
    (built) => (t = built),
  );

  /** Places an order from a one-line cart with `address`. */
  async function orderTo(
    user: { id: string },
    cookie: string,
    address: CreateOrderInput['address'],
  ) {
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const response = await injectAs(t, 'POST', '/api/order', cookie, orderBody({ address }));
    expect(response.statusCode, response.body).toBe(201);
  }
  const book = async (cookie: string | null) => {
    const response = await injectAs(t, 'GET', '/api/user/addresses', cookie);
    return { status: response.statusCode, body: response.json() as AddressBookResponse };
  };
  const parts = (body: AddressBookResponse) =>
    body.addresses.map(({ street, line2, city, state, zip, country }) => ({
      street,
      line2,
      city,
      state,
      zip,
      country,
    }));

  it('answers 401 to a visitor and an empty book to a new customer', async () => {
    expect((await book(null)).status).toBe(401);
    const { cookie } = await createSignedInCustomer(t.db);
    expect(await book(cookie)).toEqual({ status: 200, body: { addresses: [] } });
  });

  it('saves each order’s address once, the last used first, and shows no one else’s', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    await orderTo(user, cookie, HOME);
    await orderTo(user, cookie, OFFICE);
    expect(parts((await book(cookie)).body)).toEqual([OFFICE, HOME]);

    // The same home typed in other case, state as its short form: the same entry, now last used,
    // in the latest spelling.
    const again = { ...HOME, street: '12 mg road', state: 'MH' };
    await orderTo(user, cookie, again);
    const { body } = await book(cookie);
    expect(parts(body)).toEqual([{ ...HOME, street: '12 mg road' }, OFFICE]);
    expect(body.addresses[0]!.id).toEqual(expect.any(String));

    const other = await createSignedInCustomer(t.db);
    expect((await book(other.cookie)).body.addresses).toEqual([]);
  });

  it('saves the address of an offer’s checkout too', async () => {
    const { cookie: admin } = await createSignedInAdmin(t.db);
    const { offer, cookie } = await offerPainting(t, admin);
    await acceptOk(t, cookie, offer.id, { address: OFFICE });
    expect(parts((await book(cookie)).body)).toEqual([OFFICE]);
  });

  it('keeps nothing from a joined-only address, which has no parts', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
    const response = await injectAs(t, 'POST', '/api/order', cookie, orderBody());
    expect(response.statusCode).toBe(201);
    expect((await book(cookie)).body.addresses).toEqual([]);
  });
});
