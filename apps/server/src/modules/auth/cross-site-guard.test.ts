import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartLines } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { captureLog } from '../../test/log-capture';
import { useTestApp } from '../../test/use-test-app';
import { createProduct } from '../../test/factories/catalog';
import { createSignedInAdmin, createSignedInCustomer } from '../../test/factories/users';
import { CROSS_SITE_MESSAGE } from './cross-site-guard';

// Cross-site requests (decision 0050): a state-changing call with a session cookie from another
// site is refused before it does anything; same-site calls, reads and cookie-less calls are not.
const log = captureLog();
let t: TestApp;
useTestApp(
  () =>
    buildTestApp({
      env: { PUBLIC_URL: 'https://shop.example.in' },
      logger: { level: 'info', stream: log.stream },
    }),
  (built) => (t = built),
);

let customer: { token: string; user: { id: string } };
let productId: string;
beforeAll(async () => {
  customer = await createSignedInCustomer(t.db);
  productId = (await createProduct(t.db, { type: 'stoneArt', size: '5 x 3 inches' })).id;
});

// PUBLIC_URL is https, so the session cookie has its __Host- name.
const cookieOf = (token: string) => `__Host-token=${token}`;

const addToCart = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/cart/add',
    headers: { host: 'shop.example.in', ...headers },
    payload: { productId, size: '5 x 3 inches', quantity: 1 },
  });

const linesInCart = async () =>
  (await t.db.select().from(cartLines).where(eq(cartLines.userId, customer.user.id))).length;

describe('cross-site state changes with a session', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a sibling subdomain', { origin: 'https://evil.shop.example.in' }],
    ['Origin null', { origin: 'null' }],
    ['another scheme', { origin: 'file://shop.example.in' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
  ])('are refused with 403 and change nothing: %s', async (_name, headers) => {
    const session = await createSignedInCustomer(t.db);
    const before = await linesInCart();
    log.clear();
    const response = await addToCart({
      cookie: cookieOf(session.token),
      ...headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect(await linesInCart()).toBe(before);
    expect(log.records()).toContainEqual(
      expect.objectContaining({ security: 'cross-site.refused', route: '/api/user/cart/add' }),
    );
  });

  it('refuses an admin change from another site too', async () => {
    const admin = await createSignedInAdmin(t.db);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/adminop/${productId}`,
      headers: {
        host: 'shop.example.in',
        cookie: `__Host-admin_token=${admin.token}`,
        origin: 'https://evil.example',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(CROSS_SITE_MESSAGE);
  });
});

describe('what still goes through', () => {
  it('the shop itself: its own Origin, PUBLIC_URL behind a proxy, or same-origin fetch metadata', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://shop.example.in' },
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      { origin: 'https://shop.example.in', host: 'internal:3000' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of cases) {
      const response = await addToCart({ cookie: cookieOf(customer.token), ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBeLessThan(300);
    }
  });

  it('reads, and calls without a session', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/user/cart',
      headers: { cookie: cookieOf(customer.token), origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    const anonymous = await addToCart({ origin: 'https://evil.example' });
    // Not the cross-site refusal: the route's own answer to no session.
    expect(anonymous.statusCode).toBe(401);
  });

  it("Razorpay's webhook and callback, which prove themselves by signature", async () => {
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: {
        cookie: cookieOf(customer.token),
        origin: 'https://api.razorpay.com',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    // Refused for its missing signature, not for its origin.
    expect(webhook.statusCode).toBe(400);
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/00000000-0000-4000-8000-000000000000',
      headers: {
        cookie: cookieOf(customer.token),
        origin: 'https://api.razorpay.com',
        'sec-fetch-site': 'cross-site',
      },
      payload: {},
    });
    expect(callback.statusCode).not.toBe(403);
  });
});
