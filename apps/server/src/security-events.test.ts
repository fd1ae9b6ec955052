import { beforeEach, describe, expect, it } from 'vitest';
import { customArtRequests } from './db/schema';
import { FAILED_SIGNIN_LIMIT } from './modules/auth/failed-signins';
import { createOrder } from './test/factories/orders';
import { createSignedInAdmin, createSignedInCustomer, createUser } from './test/factories/users';
import { urlForLog } from './plugins/request-log';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { captureLog } from './test/log-capture';
import { useTestApp } from './test/use-test-app';

// Security events as structured log lines (docs/security.md, lib/security-event.ts): each event is
// one JSON line with a `security` field to alert on; no line ever holds a password, a token or a
// query value.

interface LogLine {
  msg?: string;
  security?: string;
  userId?: string;
  email?: string;
  method?: string;
  route?: string;
  status?: number;
  reason?: string;
  ip?: string;
  req?: { url?: string };
}

let t: TestApp;
const log = captureLog();
const raw = log.lines;
const lines = (): LogLine[] => log.records() as LogLine[];
const events = (name: string) => lines().filter((line) => line.security === name);

useTestApp(
  () => buildTestApp({ logger: { level: 'info', stream: log.stream } }),
  (built) => (t = built),
);
beforeEach(() => log.clear());

let ip = 0;
const signin = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: `10.50.0.${++ip}`,
    payload: { email, password },
  });

describe('customer sign-in', () => {
  it('logs a success with the user id and a failure with the email named, never the password', async () => {
    const user = await createUser(t.db, { password: 'Correct-Horse-42' });
    expect((await signin(user.email, 'Wrong-Guess-17')).statusCode).toBe(401);
    expect((await signin(user.email, 'Correct-Horse-42')).statusCode).toBe(200);

    expect(events('signin.failure')).toEqual([
      expect.objectContaining({
        email: user.email,
        method: 'POST',
        route: '/api/auth/signin',
        ip: expect.stringMatching(/^10\.50\.0\./),
      }),
    ]);
    expect(events('signin.success')).toEqual([
      expect.objectContaining({ userId: user.id, email: user.email }),
    ]);
    const all = raw.join('\n');
    expect(all).not.toContain('Wrong-Guess-17');
    expect(all).not.toContain('Correct-Horse-42');
  });

  it('logs the lockout when the failure limit is reached, and each attempt refused while locked', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < FAILED_SIGNIN_LIMIT.max; i += 1) {
      expect((await signin(user.email, `nope-${i}-password`)).statusCode).toBe(401);
    }
    expect(events('signin.failure')).toHaveLength(FAILED_SIGNIN_LIMIT.max);
    expect(events('signin.locked')).toEqual([
      expect.objectContaining({ email: user.email, reason: 'limit-reached' }),
    ]);

    expect((await signin(user.email, user.password)).statusCode).toBe(429);
    expect(events('signin.locked').at(-1)).toMatchObject({
      email: user.email,
      reason: 'refused',
    });
    expect(events('signin.success')).toEqual([]);
  });
});

describe('password change', () => {
  it('logs who changed it, and neither password', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/changepassword',
      headers: { cookie },
      payload: { oldPassword: user.password, newPassword: 'Brand-New-Secret-99' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(events('password.changed')).toEqual([
      expect.objectContaining({ userId: user.id, route: '/api/auth/changepassword' }),
    ]);
    expect(raw.join('\n')).not.toContain('Brand-New-Secret-99');
    expect(raw.join('\n')).not.toContain(user.password);
    expect(raw.join('\n')).not.toContain(cookie.split('=')[1]);
  });
});

describe('admin changes', () => {
  it('logs every non-GET call of the admin scope with the admin, route pattern and status', async () => {
    const { user: admin, cookie } = await createSignedInAdmin(t.db);
    const [request] = await t.db
      .insert(customArtRequests)
      .values({
        firstName: 'A',
        lastName: 'B',
        email: 'ab@example.in',
        phone: '9876543210',
        description: '',
      })
      .returning();
    const url = `/api/customArt/${request!.id}`;
    const put = (status: string) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: { status } });

    expect((await put('completed')).statusCode).toBe(200);
    expect((await put('bogus')).statusCode).toBe(400);
    // Reading changes nothing: no event.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/customArt', headers: { cookie } }))
        .statusCode,
    ).toBe(200);

    expect(events('admin.change')).toEqual([
      expect.objectContaining({
        userId: admin.id,
        method: 'PUT',
        route: '/api/customArt/:id',
        status: 200,
      }),
      expect.objectContaining({ userId: admin.id, route: '/api/customArt/:id', status: 400 }),
    ]);
  });

  it('logs no admin change for callers the guard refused', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    const url = '/api/customArt/00000000-0000-4000-8000-000000000000';
    for (const headers of [{}, { cookie }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url,
        headers,
        payload: { status: 'completed' },
      });
      expect([401, 403]).toContain(response.statusCode);
    }
    expect(events('admin.change')).toEqual([]);
  });
});

describe('payment signatures', () => {
  it('logs a checkout callback whose signature does not match', async () => {
    const { user } = await createSignedInCustomer(t.db);
    const { order } = await createOrder(t.db, user.id, [], { razorpayOrderId: 'order_events_1' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/transaction/${order.id}`,
      payload: {
        razorpay_payment_id: 'pay_forged',
        razorpay_order_id: 'order_events_1',
        razorpay_signature: 'f'.repeat(64),
      },
    });
    expect(response.statusCode).toBe(303);
    expect(events('callback.bad-signature')).toEqual([
      expect.objectContaining({ method: 'POST', route: '/api/transaction/:id' }),
    ]);
    expect(raw.join('\n')).not.toContain('f'.repeat(64));
  });

  it('logs a webhook whose signature does not match', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'bad-signature' },
      payload: '{"event":"order.paid"}',
    });
    expect(response.statusCode).toBe(400);
    expect(events('webhook.bad-signature')).toEqual([
      expect.objectContaining({ method: 'POST', route: '/api/webhooks/razorpay' }),
    ]);
  });
});

describe('request logs', () => {
  it('print the URL without its query values', async () => {
    const secret = 'tok_5f3c9a1b7e2d4c6f';
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/healthz?token=${secret}&q=Asha%20Rao`,
    });
    expect(response.statusCode).toBe(200);
    const requestLines = lines().filter((line) => line.req?.url);
    expect(requestLines.map((line) => line.req?.url)).toContain('/api/healthz?token=&q=');
    expect(raw.join('\n')).not.toContain(secret);
    expect(raw.join('\n')).not.toContain('Asha');
  });

  it('keeps names, drops values, and cuts a bare long name', () => {
    expect(urlForLog('/api/x')).toBe('/api/x');
    expect(urlForLog('/api/x?')).toBe('/api/x?');
    expect(urlForLog('/checkout/payment-status?ref=order_1&x=2')).toBe(
      '/checkout/payment-status?ref=&x=',
    );
    expect(urlForLog(`/api/x?${'s'.repeat(64)}`)).toBe(`/api/x?${'s'.repeat(40)}=`);
  });
});
