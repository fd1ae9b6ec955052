import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createUser } from '../../test/factories/users';
import {
  PASSWORD_RESET_TOKEN_MS,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service';

// The clock-dependent rules, with the clock injected: the 30-minute link and the hourly budget.

const MINUTE_MS = 60 * 1000;
const siteUrl = 'http://localhost:3000';

describe('password reset service', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  async function linkFor(email: string, now: Date): Promise<string> {
    expect(await requestPasswordReset(t.db, email, { siteUrl, now })).toBe('sent');
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const token = /token=([A-Za-z0-9_-]{43})/.exec(newest?.textBody ?? '')?.[1];
    if (!token) throw new Error('no link');
    return token;
  }

  it('accepts a link up to 30 minutes after it was sent, and not after', async () => {
    const user = await createUser(t.db);
    const sentAt = new Date(Date.now() - PASSWORD_RESET_TOKEN_MS - MINUTE_MS);
    const late = await linkFor(user.email, sentAt);
    await expect(
      resetPassword(t.db, { token: late, password: 'brand-new-9' }),
    ).rejects.toMatchObject({ statusCode: 400 });

    const other = await createUser(t.db);
    const inTime = await linkFor(
      other.email,
      new Date(Date.now() - PASSWORD_RESET_TOKEN_MS + MINUTE_MS),
    );
    await expect(resetPassword(t.db, { token: inTime, password: 'brand-new-9' })).resolves.toBe(
      other.id,
    );
  });

  it('counts only the last hour against the per-address budget', async () => {
    const user = await createUser(t.db);
    const anHourAgo = new Date(Date.now() - 61 * MINUTE_MS);
    for (let i = 0; i < 3; i += 1) await linkFor(user.email, anHourAgo);
    expect(await requestPasswordReset(t.db, user.email, { siteUrl, now: anHourAgo })).toBe(
      'address-limited',
    );
    // An hour on, the budget is whole again, and the rows that no longer count are gone.
    await linkFor(user.email, new Date());
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('says which way a request went, for the log; the route answers the same', async () => {
    expect(await requestPasswordReset(t.db, 'ghost@example.com', { siteUrl })).toBe(
      'unknown-email',
    );
  });
});
