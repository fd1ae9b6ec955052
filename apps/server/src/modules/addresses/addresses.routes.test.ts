import {
  addressBookMessages,
  orderMessages,
  type AddressBookResponse,
  type CreateOrderInput,
  type SavedAddressResponse,
} from '@artshop/shared';
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

// Decision 0090: an entry of the book can be edited (the checkout's rules) and deleted, by its
// owner only; anyone else gets the 404 of an entry that does not exist.
describe('PUT and DELETE /api/user/addresses/:id', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp(),
    (built) => (t = built),
  );

  /** A customer whose book holds HOME (used first) and OFFICE (used last). */
  async function customerWithBook() {
    const { user, cookie } = await createSignedInCustomer(t.db);
    for (const address of [HOME, OFFICE]) {
      await fillCart(t.db, user.id, [{ product: await createProduct(t.db) }]);
      const placed = await injectAs(t, 'POST', '/api/order', cookie, orderBody({ address }));
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const listed = await injectAs(t, 'GET', '/api/user/addresses', cookie);
    const [office, home] = listed.json<AddressBookResponse>().addresses;
    return { cookie, office: office!, home: home! };
  }
  const book = async (cookie: string) =>
    (await injectAs(t, 'GET', '/api/user/addresses', cookie)).json<AddressBookResponse>().addresses;

  it('edits an entry in place, as the checkout would read it, keeping when it was last used', async () => {
    const { cookie, home, office } = await customerWithBook();
    const moved = { ...HOME, line2: 'Flat 9C', state: 'MH', zip: ' 411002 ' };
    const response = await injectAs(t, 'PUT', `/api/user/addresses/${home.id}`, cookie, moved);
    expect(response.statusCode, response.body).toBe(200);
    const { address } = response.json<SavedAddressResponse>();
    expect(address).toEqual({
      ...home,
      line2: 'Flat 9C',
      state: 'Maharashtra',
      zip: '411002',
    });
    // Still second: an edit is not a use.
    expect(await book(cookie)).toEqual([office, address]);
  });

  it('refuses a wrong field with the checkout’s message, and a copy of another entry with 409', async () => {
    const { cookie, home } = await customerWithBook();
    const url = `/api/user/addresses/${home.id}`;
    for (const [change, message] of [
      [{ zip: '011001' }, orderMessages.zipLeadingZero],
      [{ zip: '4110' }, orderMessages.zipInvalid],
      [{ state: 'Atlantis' }, orderMessages.stateInvalid],
      [{ street: '' }, orderMessages.streetRequired],
    ] as const) {
      const response = await injectAs(t, 'PUT', url, cookie, { ...HOME, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const copy = await injectAs(t, 'PUT', url, cookie, { ...OFFICE, city: 'BENGALURU' });
    expect(copy.statusCode).toBe(409);
    expect(copy.json<{ message: string }>().message).toBe(addressBookMessages.duplicate);
    expect((await book(cookie)).map((entry) => entry.street)).toEqual([OFFICE.street, HOME.street]);
  });

  it('deletes an entry, then answers 404 for it', async () => {
    const { cookie, home, office } = await customerWithBook();
    const url = `/api/user/addresses/${home.id}`;
    const deleted = await injectAs(t, 'DELETE', url, cookie);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await book(cookie)).toEqual([office]);
    const again = await injectAs(t, 'DELETE', url, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(addressBookMessages.notFound);
    expect((await injectAs(t, 'PUT', url, cookie, HOME)).statusCode).toBe(404);
  });

  it('answers 404 to another customer and a malformed id, 401 to a visitor, and changes nothing', async () => {
    const { cookie, home, office } = await customerWithBook();
    const other = await createSignedInCustomer(t.db);
    const url = `/api/user/addresses/${home.id}`;
    expect((await injectAs(t, 'PUT', url, other.cookie, OFFICE)).statusCode).toBe(404);
    expect((await injectAs(t, 'DELETE', url, other.cookie)).statusCode).toBe(404);
    expect((await injectAs(t, 'DELETE', '/api/user/addresses/not-a-uuid', cookie)).statusCode).toBe(
      404,
    );
    expect((await injectAs(t, 'PUT', url, null, OFFICE)).statusCode).toBe(401);
    expect((await injectAs(t, 'DELETE', url, null)).statusCode).toBe(401);
    expect(await book(cookie)).toEqual([office, home]);
  });
});
