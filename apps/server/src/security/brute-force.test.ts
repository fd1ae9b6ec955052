import {
  adminSessionMessages,
  authMessages,
  contactFormMessages,
  customArtMessages,
} from '@artshop/shared';
import { count, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppOn } from '../test/build-test-app';
import type { DbHandle } from '../db/client';
import { contactMessages, customArtRequests, interestedBuyers } from '../db/schema';
import { createDbFailedSigninCounter, FAILED_SIGNIN_LIMIT } from '../modules/auth/failed-signins';
import { createProduct } from '../test/factories/catalog';
import { CONTACT_LIMITS } from '../modules/contact/contact.routes';
import { CUSTOM_ART_LIMITS } from '../modules/custom-art/custom-art.routes';
import { multipartPayload } from '../test/multipart-payload';
import { INTEREST_LIMITS } from '../modules/interest/interest.routes';
import {
  createSignedInCustomer,
  createTestSession,
  createUser,
  type TestUser,
} from '../test/factories/users';
import type { FastifyInstance } from 'fastify';
import { createTestDb } from '../test/test-db';

/**
 * Decision 0060: per-account limits counted in the database. Two apps on one database stand
 * for two server processes (on PostgreSQL with TEST_DATABASE_URL, else on one PGlite handle):
 * whatever one counts, the other sees.
 */

let handle: DbHandle;
let first: FastifyInstance;
let second: FastifyInstance;
const dataDirs: string[] = [];
let lastIp = 0;
/** Every request from a new client, so only the per-account limits can answer 429. */
const freshIp = () => `10.77.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

async function startProcess(): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'artshop-bf-'));
  dataDirs.push(dataDir);
  return buildTestAppOn(handle.db, dataDir);
}

beforeAll(async () => {
  handle = await createTestDb();
  first = await startProcess();
  second = await startProcess();
});
afterAll(async () => {
  await first.close();
  await second.close();
  await handle.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const post = (app: FastifyInstance, url: string, payload: object, headers = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: freshIp() });

describe('the per-email sign-in pause, shared by two processes', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(handle.db);
  });

  it('pauses the account on both after 10 failures split across them, even with the right password', async () => {
    for (let i = 0; i < FAILED_SIGNIN_LIMIT.max; i += 1) {
      const app = i % 2 === 0 ? first : second;
      const wrong = await post(app, '/api/auth/signin', {
        email: user.email,
        password: `nope${i}x`,
      });
      expect(wrong.statusCode, `failure ${i + 1}`).toBe(401);
    }
    for (const app of [first, second]) {
      const right = await post(app, '/api/auth/signin', {
        email: user.email,
        password: user.password,
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(authMessages.tooManyAttempts);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('answers an unknown email exactly as a known one, before and after the pause', async () => {
    const known = await createUser(handle.db);
    const unknown = `nobody-${Date.now()}@example.com`;
    const answer = async (email: string, app: FastifyInstance) => {
      const response = await post(app, '/api/auth/signin', { email, password: 'wrong-pass1' });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    expect(await answer(unknown, first)).toEqual(await answer(known.email, first));
    // The failures in between, counted as the sign-in route counts them (the slow part is scrypt).
    const counter = createDbFailedSigninCounter(handle.db, 'signin');
    for (let i = 2; i < FAILED_SIGNIN_LIMIT.max; i += 1) {
      await counter.recordFailure(unknown);
      await counter.recordFailure(known.email);
    }
    expect(await answer(unknown, second)).toEqual(await answer(known.email, second));
    const pausedUnknown = await answer(unknown, second);
    expect(pausedUnknown.status).toBe(429);
    expect(pausedUnknown).toEqual(await answer(known.email, first));
  });

  it('answers the admin sign-in of an unknown email, a customer and a wrong password alike', async () => {
    const admin = await createUser(handle.db, { role: 'admin' });
    const customer = await createUser(handle.db);
    const answers = await Promise.all(
      [
        { email: `ghost-${Date.now()}@example.com`, password: 'whatever1' },
        { email: customer.email, password: customer.password },
        { email: admin.email, password: 'wrong-pass1' },
      ].map(async (body) => {
        const response = await post(second, '/api/admin/signin', body);
        return { status: response.statusCode, body: response.json() as unknown };
      }),
    );
    expect(answers[0]).toEqual({
      status: 401,
      body: expect.objectContaining({ message: adminSessionMessages.invalidCredentials }),
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('answers a password reset for an unknown address exactly as for a known one', async () => {
    const known = await createUser(handle.db);
    const forKnown = await post(first, '/api/auth/forgot-password', { email: known.email });
    const forUnknown = await post(second, '/api/auth/forgot-password', {
      email: `ghost-${Date.now()}@example.com`,
    });
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());
  });
});

describe("the per-account count of an admin's wrong second-factor codes, shared by two processes", () => {
  it('pauses the admin after 10 wrong codes split across challenges and processes', async () => {
    const admin = await createUser(handle.db, { role: 'admin' });
    const { cookie } = await createTestSession(handle.db, admin, 'admin');
    const setup = (await post(first, '/api/admin/two-factor/setup', {}, { cookie })).json();
    const code = (steps: number) =>
      TOTP.generate({
        secret: Secret.fromBase32(setup.secret),
        timestamp: Date.now() + steps * 30_000,
      });
    expect(
      (await post(first, '/api/admin/two-factor/confirm', { code: code(0) }, { cookie }))
        .statusCode,
    ).toBe(200);

    /** A password sign-in on `app`: the challenge cookie of the second step. */
    const challenge = async (app: FastifyInstance) => {
      const response = await post(app, '/api/admin/signin', {
        email: admin.email,
        password: admin.password,
      });
      const set = response.cookies.find((c) => c.name === 'admin_signin');
      return { cookie: `admin_signin=${set!.value}` };
    };
    for (const app of [first, second]) {
      const headers = await challenge(app);
      for (let i = 0; i < 5; i += 1) {
        const wrong = await post(app, '/api/admin/signin/verify', { code: '000000' }, headers);
        expect(wrong.statusCode).toBe(401);
      }
    }
    const headers = await challenge(first);
    const paused = await post(first, '/api/admin/signin/verify', { code: code(1) }, headers);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(authMessages.tooManyAttempts);
  });
});

describe('per-account limits on the calls that send mail, counted in the database', () => {
  it('mails one custom art address at most 5 times an hour, whichever clients and processes ask', async () => {
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3a6' },
    })
      .jpeg()
      .toBuffer();
    const email = `inbox-${Date.now()}@example.com`;
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/customArt',
        remoteAddress: freshIp(),
        ...multipartPayload({ firstName: 'Asha', lastName: 'Rao', email, phone: '9876543210' }, [
          { name: 'image', filename: 'a.jpg', contentType: 'image/jpeg', data: image },
        ]),
      });
    const stored = async () =>
      (
        await handle.db
          .select({ n: count() })
          .from(customArtRequests)
          .where(eq(customArtRequests.email, email))
      )[0]?.n;
    for (let i = 0; i < CUSTOM_ART_LIMITS.perKey.max; i += 1) {
      expect((await send(i % 2 ? second : first)).statusCode).toBe(201);
    }
    const refused = await send(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(customArtMessages.tooManyForAddress);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(CUSTOM_ART_LIMITS.perKey.max);
  });

  it('takes at most 10 contact messages an hour from one address, whichever clients send them', async () => {
    const email = `sender-${Date.now()}@example.com`;
    const send = (app: FastifyInstance, n: number) =>
      post(app, '/api/contact', { name: 'Meera', email, subject: `Hello ${n}`, message: 'Hi!' });
    for (let i = 0; i < CONTACT_LIMITS.perKey.max; i += 1) {
      expect((await send(i % 2 ? second : first, i)).statusCode).toBe(201);
    }
    const refused = await send(first, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(contactFormMessages.tooManyFromAddress);
    const [stored] = await handle.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(stored?.n).toBe(CONTACT_LIMITS.perKey.max);
  });

  it('records at most 20 interests an hour per customer (each mails the shop)', async () => {
    const { user, cookie } = await createSignedInCustomer(handle.db);
    const products = await Promise.all(
      Array.from({ length: INTEREST_LIMITS.perKey.max + 1 }, () => createProduct(handle.db)),
    );
    const answers: number[] = [];
    for (const [i, product] of products.entries()) {
      const response = await post(
        i % 2 ? second : first,
        '/api/user/interested-buyer',
        { productID: product.id },
        { cookie },
      );
      answers.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe(authMessages.tooManyInterests);
      }
    }
    expect(answers).toEqual([...Array(INTEREST_LIMITS.perKey.max).fill(201), 429]);
    const [stored] = await handle.db
      .select({ n: count() })
      .from(interestedBuyers)
      .where(eq(interestedBuyers.userId, user.id));
    expect(stored?.n).toBe(INTEREST_LIMITS.perKey.max);
  });

  it('records at most 30 interests per client in 10 minutes, whichever accounts it uses', async () => {
    const product = await createProduct(handle.db);
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i <= INTEREST_LIMITS.perClient.max; i += 1) {
      const { cookie } = await createSignedInCustomer(handle.db);
      const response = await (i % 2 ? second : first).inject({
        method: 'POST',
        url: '/api/user/interested-buyer',
        payload: { productID: product.id },
        headers: { cookie },
        remoteAddress: ip,
      });
      answers.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe(authMessages.tooManyInterests);
      }
    }
    expect(answers).toEqual([...Array(INTEREST_LIMITS.perClient.max).fill(201), 429]);
  });
});
