import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';

describe('POST /api/user/subscribe', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const subscribe = (email: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/subscribe',
      payload: { email },
      remoteAddress: ip,
    });

  it('answers 201 with one message for an email in any case, and keeps one row, not yet on the list', async () => {
    for (const email of ['Reader@Example.com', 'reader@example.COM']) {
      const response = await subscribe(email);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: 'Please check your email to confirm your subscription.',
      });
    }

    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'reader@example.com'`);
    expect(rows).toHaveLength(1);
    // Double opt-in (decision 0074): the address joins when its owner confirms from the mailbox.
    expect(rows[0]?.confirmedAt).toBeNull();
  });

  it('leaves a matching account unsubscribed until the address is confirmed', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ name: 'Asha Rao', email: 'Asha@Example.in', passwordHash: 'x' })
      .returning();
    const response = await subscribe('asha@example.in', '10.0.0.2');
    expect(response.statusCode).toBe(201);
    const [after] = await t.db.select().from(users).where(eq(users.id, user!.id));
    expect(after?.isSubscribed).toBe(false);
  });

  it.each([[''], ['plain'], ['a@b'], ['a b@c.d'], [42], [undefined]])(
    'refuses %o with the spec message',
    async (email) => {
      const response = await subscribe(email, '10.0.0.3');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter a valid email address');
    },
  );

  it('rate limits one client after 10 calls a minute, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await subscribe(`flood${i}@example.com`, '10.9.9.9')).statusCode);
    }
    expect(statuses.every((s) => s === 201)).toBe(true);
    const limited = await subscribe('flood-last@example.com', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    // Another client is unaffected.
    expect((await subscribe('other@example.com', '10.8.8.8')).statusCode).toBe(201);
  });
});
