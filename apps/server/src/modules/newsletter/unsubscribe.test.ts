import { unsubscribeMessages } from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscribers, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createSubscriber } from '../../test/factories/newsletter';
import { createUser } from '../../test/factories/users';

let t: TestApp;
useTestApp(buildTestApp, (built) => (t = built));

beforeEach(async () => {
  await t.db.delete(newsletterSubscribers);
});

/** An address on the list (confirmed); its owner's account, if any, shows as subscribed. */
async function subscribed(email: string) {
  await t.db
    .update(users)
    .set({ isSubscribed: true })
    .where(sql`lower(${users.email}) = lower(${email})`);
  return createSubscriber(t.db, 'subscribed', { email });
}

const row = async (id: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)))[0]!;

const unsubscribe = (
  token: string,
  init: { payload?: string; headers?: Record<string, string> } = {},
) => t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${token}`, ...init });

describe('GET /api/newsletter/unsubscribe', () => {
  it('tells who the link is for and changes nothing, however often it is fetched', async () => {
    const sub = await subscribed('reader@example.in');
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/newsletter/unsubscribe?token=${sub.unsubscribeToken}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        subscription: { email: 'reader@example.in', unsubscribed: false },
      });
    }
    expect((await row(sub.id)).unsubscribedAt).toBeNull();
  });

  it('sends a browser to the page with the button, still changing nothing', async () => {
    const sub = await subscribed('browser@example.in');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${sub.unsubscribeToken}`,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/unsubscribe?token=${sub.unsubscribeToken}`);
    expect((await row(sub.id)).unsubscribedAt).toBeNull();
  });

  it('answers 404 to an unknown token and 400 to a missing or malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${'a'.repeat(64)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(unsubscribeMessages.unknownToken);
    for (const query of ['', '?token=', '?token=%3Cscript%3E']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/newsletter/unsubscribe${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(unsubscribeMessages.missingToken);
    }
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes without signing in, turns off the account flag, and answers 200 again', async () => {
    const user = await createUser(t.db, { email: 'Member@Example.in' });
    const sub = await subscribed('member@example.in');
    const [before] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(before?.isSubscribed).toBe(true);

    const first = await unsubscribe(sub.unsubscribeToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: unsubscribeMessages.unsubscribed });
    const at = (await row(sub.id)).unsubscribedAt;
    expect(at).toBeInstanceOf(Date);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.isSubscribed).toBe(false);

    const again = await unsubscribe(sub.unsubscribeToken);
    expect(again.statusCode).toBe(200);
    // The first time is the one kept.
    expect((await row(sub.id)).unsubscribedAt).toEqual(at);

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${sub.unsubscribeToken}`,
    });
    expect(status.json().subscription.unsubscribed).toBe(true);
  });

  it("takes a mail client's RFC 8058 one-click POST (a form body)", async () => {
    const sub = await subscribed('oneclick@example.in');
    const response = await unsubscribe(sub.unsubscribeToken, {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect((await row(sub.id)).unsubscribedAt).not.toBeNull();
  });

  it('answers 404 to an unknown token with a clear message', async () => {
    const response = await unsubscribe('b'.repeat(64));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(unsubscribeMessages.unknownToken);
  });

  it('a sign-up through the footer form leaves it unsubscribed until the emailed link is used', async () => {
    // Anyone may type any address (decision 0074); double-opt-in.test.ts follows the link.
    const user = await createUser(t.db, { email: 'back@example.in' });
    const sub = await subscribed('back@example.in');
    await unsubscribe(sub.unsubscribeToken);
    const left = await row(sub.id);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscribe',
      payload: { email: 'BACK@example.in' },
      remoteAddress: '10.3.0.1',
    });
    expect(again.statusCode).toBe(201);
    const after = await row(sub.id);
    expect(after.unsubscribedAt).toEqual(left.unsubscribedAt);
    expect(after.unsubscribeToken).toBe(sub.unsubscribeToken);
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.isSubscribed).toBe(false);
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });
});

describe('the API reference', () => {
  it('documents the public contact and unsubscribe calls', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const { paths } = spec.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(paths['/api/newsletter/unsubscribe'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/contact'] ?? {})).toEqual(['post']);
  });
});
