import { adminCouponMessages as m, indiaDate, type AdminCoupon } from '@artshop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coupons } from '../../db/schema';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import type { TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { createOrder } from '../../test/factories/orders';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { createCoupon } from '../../test/factories/coupons';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: string;
let customer: string;

useTestApp(buildAdminTestApp, (built) => ({ t, admin, customer } = built));
afterEach(() => {
  vi.useRealTimers();
});

let codeNumber = 0;
const uniqueCode = () => `TEST${++codeNumber}X${Date.now() % 100_000}`;
const inDays = (days: number) => indiaDate(new Date(Date.now() + days * DAY_MS));

const create = (payload: unknown, cookie: string | null = admin) =>
  injectAs(t, 'POST', '/api/coupons', cookie, payload);

describe('admin coupon calls refuse anyone but an admin', () => {
  it('answers 401 to an anonymous caller and 403 to a customer, changing nothing', async () => {
    const existing = await createCoupon(t.db);
    const payload = { code: uniqueCode(), discount: 100, expiryDate: inDays(10) };
    for (const [cookie, status] of [
      [null, 401],
      [customer, 403],
    ] as const) {
      expect((await injectAs(t, 'GET', '/api/coupons', cookie)).statusCode).toBe(status);
      expect((await create(payload, cookie)).statusCode).toBe(status);
      expect((await injectAs(t, 'DELETE', `/api/coupons/${existing.id}`, cookie)).statusCode).toBe(
        status,
      );
    }
    const rows = await t.db.select().from(coupons);
    expect(rows.map((r) => r.code)).toContain(existing.code);
    expect(rows.map((r) => r.code)).not.toContain(payload.code);
  });
});

describe('POST /api/coupons', () => {
  it('creates a coupon with the trimmed code, the discount in rupees and the expiry date', async () => {
    const code = uniqueCode();
    const response = await create({ code: `  ${code} `, discount: 250, expiryDate: '2099-12-31' });
    expect(response.statusCode).toBe(201);
    const { coupon } = response.json<{ coupon: AdminCoupon }>();
    expect(coupon).toEqual({
      id: expect.any(String),
      code,
      discount: 250,
      expiryDate: '2099-12-31',
      maxUses: null,
      maxUsesPerCustomer: null,
      uses: 0,
      heldUses: 0,
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(coupon.createdAt))).toBe(false);
    const [row] = (await t.db.select().from(coupons)).filter((r) => r.id === coupon.id);
    expect(row?.discountPaise).toBe(25_000);

    // The customer's lookup from the cart finds it, whatever the case.
    const lookUp = await injectAs(t, 'GET', `/api/coupons/${code.toLowerCase()}`, customer);
    expect(lookUp.statusCode).toBe(200);
    expect(lookUp.json()).toEqual({ coupon: { code, discount: 250, expiryDate: '2099-12-31' } });
  });

  it('refuses a code already taken in another case with 409 and a clear message', async () => {
    const code = uniqueCode();
    expect((await create({ code, discount: 100, expiryDate: inDays(5) })).statusCode).toBe(201);
    const again = await create({ code: code.toLowerCase(), discount: 50, expiryDate: inDays(9) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, message: m.codeTaken });
    const same = (await t.db.select().from(coupons)).filter(
      (r) => r.code.toLowerCase() === code.toLowerCase(),
    );
    expect(same).toHaveLength(1);
  });

  it('gives one coupon and one 409 when the same code is created twice at once', async () => {
    const code = uniqueCode();
    const payload = { code, discount: 100, expiryDate: inDays(5) };
    const statuses = (await Promise.all([create(payload), create(payload)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('allows an expiry date of today (India date) and the smallest discount, ₹1', async () => {
    const response = await create({ code: uniqueCode(), discount: 1, expiryDate: inDays(0) });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ coupon: AdminCoupon }>().coupon).toMatchObject({
      discount: 1,
      expiryDate: inDays(0),
    });
  });

  it('refuses an expiry date before today in India', async () => {
    const response = await create({ code: uniqueCode(), discount: 100, expiryDate: inDays(-1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: m.expiryPast });
  });

  it("moves 'today' at midnight India time (18:30 UTC), not at UTC midnight", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T18:31:00Z'));
    // A fresh session: the admin session's own clock checks run on the faked date too.
    const lateAdmin = await createSignedInAdmin(t.db);
    const yesterday = await create(
      { code: uniqueCode(), discount: 100, expiryDate: '2026-11-22' },
      lateAdmin.cookie,
    );
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().message).toBe(m.expiryPast);
    const today = await create(
      { code: uniqueCode(), discount: 100, expiryDate: '2026-11-23' },
      lateAdmin.cookie,
    );
    expect(today.statusCode).toBe(201);
  });

  const valid = () => ({ code: uniqueCode(), discount: 100, expiryDate: '2099-01-01' });
  it.each([
    ['no code', { code: undefined }, m.codeRequired],
    ['a blank code', { code: '   ' }, m.codeRequired],
    ['a two-letter code', { code: 'AB' }, m.codeLength],
    ['a 33-character code', { code: 'A'.repeat(33) }, m.codeLength],
    ['a code with a space', { code: 'SUMMER 20' }, m.codeCharacters],
    ['a code with a sign', { code: 'SAVE%20' }, m.codeCharacters],
    ['no discount', { discount: undefined }, m.discountRequired],
    ['a discount of 0', { discount: 0 }, m.discountMin],
    ['a negative discount', { discount: -5 }, m.discountMin],
    ['a discount of 0.5', { discount: 0.5 }, m.discountMin],
    ['a discount of 10.5', { discount: 10.5 }, m.discountWhole],
    ['a discount above ₹1,00,000', { discount: 100_001 }, m.discountMax],
    ['a discount as text', { discount: 'ten' }, m.discountNumber],
    ['no expiry date', { expiryDate: undefined }, m.expiryRequired],
    ['an empty expiry date', { expiryDate: '' }, m.expiryRequired],
    ['30 February', { expiryDate: '2099-02-30' }, m.expiryInvalid],
    ['month 13', { expiryDate: '2099-13-01' }, m.expiryInvalid],
    ['a day-first date', { expiryDate: '31/12/2099' }, m.expiryInvalid],
    ['a word', { expiryDate: 'tomorrow' }, m.expiryInvalid],
    ['a date with a time', { expiryDate: '2099-01-01T00:00:00Z' }, m.expiryInvalid],
    ['a number as date', { expiryDate: 20990101 }, m.expiryRequired],
  ])(
    'refuses %s with 400 and a clear message, storing nothing',
    async (_label, change, message) => {
      const payload = { ...valid(), ...change };
      const before = (await t.db.select().from(coupons)).length;
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
      expect((await t.db.select().from(coupons)).length).toBe(before);
    },
  );

  it('refuses a missing or non-object body with 400', async () => {
    for (const payload of [undefined, [1, 2]]) {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await create([1, 2])).json().message).toBe(m.bodyRequired);
  });
});

describe('GET /api/coupons', () => {
  it('lists every coupon newest first, expired ones included, in the admin shape', async () => {
    const old = await createCoupon(t.db, {
      code: uniqueCode(),
      discountPaise: 5_000,
      expiryDate: '2020-01-01',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    const created = await create({ code: uniqueCode(), discount: 75, expiryDate: '2099-06-30' });
    const newest = created.json<{ coupon: AdminCoupon }>().coupon;

    const response = await injectAs(t, 'GET', '/api/coupons', admin);
    expect(response.statusCode).toBe(200);
    const list = response.json<{ coupons: AdminCoupon[] }>().coupons;
    expect(list[0]).toEqual(newest);
    expect(list.at(-1)).toEqual({
      id: old.id,
      code: old.code,
      discount: 50,
      expiryDate: '2020-01-01',
      maxUses: null,
      maxUsesPerCustomer: null,
      uses: 0,
      heldUses: 0,
      createdAt: '2020-01-01T00:00:00.000Z',
    });
  });

  it('shows each coupon with its limits, its paid uses and the live checkouts holding one', async () => {
    const code = uniqueCode();
    const created = await create({
      code,
      discount: 10,
      expiryDate: inDays(30),
      maxUses: 5,
      maxUsesPerCustomer: 1,
    });
    expect(created.statusCode).toBe(201);
    const { user } = await createSignedInCustomer(t.db);
    // Paid with the code in another case, paid, pending (live), failed, and a pending one too old.
    await createOrder(t.db, user.id, [], {
      couponCode: code.toLowerCase(),
      paymentStatus: 'success',
    });
    await createOrder(t.db, user.id, [], { couponCode: code, paymentStatus: 'success' });
    await createOrder(t.db, user.id, [], { couponCode: code });
    await createOrder(t.db, user.id, [], { couponCode: code, paymentStatus: 'failed' });
    await createOrder(t.db, user.id, [], {
      couponCode: code,
      createdAt: new Date(Date.now() - 4 * DAY_MS),
    });
    const list = (await injectAs(t, 'GET', '/api/coupons', admin)).json<{
      coupons: AdminCoupon[];
    }>().coupons;
    expect(list.find((c) => c.code === code)).toMatchObject({
      maxUses: 5,
      maxUsesPerCustomer: 1,
      uses: 2,
      heldUses: 1,
    });
  });
});

describe('usage limits', () => {
  it.each([
    [{ maxUses: 0 }, m.maxUsesInvalid],
    [{ maxUses: 2.5 }, m.maxUsesInvalid],
    [{ maxUses: '10' }, m.maxUsesInvalid],
    [{ maxUsesPerCustomer: -1 }, m.maxUsesPerCustomerInvalid],
    [{ maxUses: 10_000_000 }, m.maxUsesTooLarge],
    [{ maxUses: 2, maxUsesPerCustomer: 3 }, m.perCustomerAboveTotal],
  ])('refuses %j on create with 400 and a clear message', async (limits, message) => {
    const response = await create({
      code: uniqueCode(),
      discount: 10,
      expiryDate: inDays(3),
      ...limits,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts null (or nothing) as unlimited, and PATCH changes the limits', async () => {
    const created = await create({
      code: uniqueCode(),
      discount: 10,
      expiryDate: inDays(3),
      maxUses: null,
      maxUsesPerCustomer: 2,
    });
    expect(created.statusCode).toBe(201);
    const { coupon } = created.json<{ coupon: AdminCoupon }>();
    expect(coupon).toMatchObject({ maxUses: null, maxUsesPerCustomer: 2 });

    const patch = (payload: unknown, cookie: string | null = admin, id = coupon.id) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/coupons/${id}`,
        headers: cookie ? { cookie } : {},
        payload: payload as object,
      });
    const limited = await patch({ maxUses: 100, maxUsesPerCustomer: 1 });
    expect(limited.statusCode).toBe(200);
    expect(limited.json<{ coupon: AdminCoupon }>().coupon).toMatchObject({
      id: coupon.id,
      maxUses: 100,
      maxUsesPerCustomer: 1,
    });
    const cleared = await patch({ maxUses: null, maxUsesPerCustomer: null });
    expect(cleared.json<{ coupon: AdminCoupon }>().coupon).toMatchObject({
      maxUses: null,
      maxUsesPerCustomer: null,
    });

    expect((await patch({ maxUses: 0 })).json().message).toBe(m.maxUsesInvalid);
    expect((await patch([1, 2])).json().message).toBe(m.limitsBody);
    expect((await patch({ maxUses: 1 }, customer)).statusCode).toBe(403);
    expect((await patch({ maxUses: 1 }, null)).statusCode).toBe(401);
    for (const id of ['6f1c1d2e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await patch({ maxUses: 1 }, admin, id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(m.notFound);
    }
  });
});

describe('DELETE /api/coupons/:id', () => {
  it('deletes the coupon (204), after which it is gone from the list and the lookup', async () => {
    const coupon = await createCoupon(t.db, { code: uniqueCode() });
    const response = await injectAs(t, 'DELETE', `/api/coupons/${coupon.id}`, admin);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const list = (await injectAs(t, 'GET', '/api/coupons', admin)).json<{
      coupons: AdminCoupon[];
    }>();
    expect(list.coupons.map((c) => c.id)).not.toContain(coupon.id);
    expect((await injectAs(t, 'GET', `/api/coupons/${coupon.code}`, customer)).statusCode).toBe(
      404,
    );

    const again = await injectAs(t, 'DELETE', `/api/coupons/${coupon.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: m.notFound });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['6f1c1d2e-0000-4000-8000-000000000000', 'not-a-uuid', "1'; drop table"]) {
      const response = await injectAs(t, 'DELETE', `/api/coupons/${encodeURIComponent(id)}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: m.notFound });
    }
  });
});
