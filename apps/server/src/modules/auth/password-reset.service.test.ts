import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { useTestApp } from '../../test/use-test-app';
import { createUser } from '../../test/factories/users';
import { sendDueMail } from '../mail/mail-sender';
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
  let smtp: SmtpTestServer;
  useTestApp(
    async () => {
      smtp = await startSmtpTestServer();
      return buildTestApp({ env: { SMTP_URL: smtp.url } });
    },
    (built) => (t = built),
  );
  afterAll(() => smtp.stop());

  const ask = async (email: string, now: Date) =>
    expect(await requestPasswordReset(t.db, email, { siteUrl, now })).toBe('sent');

  /** Asks for a link at `now`, sends the email now, and answers the token it carried. */
  async function linkFor(email: string, now: Date): Promise<string> {
    await ask(email, now);
    await sendDueMail(t.app);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(smtp.messagesTo(email).at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error('no link');
    return token;
  }

  it('accepts a link up to 30 minutes after it was asked for, and not after', async () => {
    const user = await createUser(t.db);
    const askedAt = new Date();
    const token = await linkFor(user.email, askedAt);
    const at = (ms: number) => new Date(askedAt.getTime() + ms);
    await expect(
      resetPassword(
        t.db,
        { token, password: 'brand-new-9' },
        { now: at(PASSWORD_RESET_TOKEN_MS + 1) },
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      resetPassword(
        t.db,
        { token, password: 'brand-new-9' },
        { now: at(PASSWORD_RESET_TOKEN_MS - MINUTE_MS) },
      ),
    ).resolves.toEqual({
      outcome: 'reset',
      userId: user.id,
      email: user.email,
      secondFactor: null,
    });
  });

  it('counts only the last hour against the per-address budget', async () => {
    const user = await createUser(t.db);
    const anHourAgo = new Date(Date.now() - 61 * MINUTE_MS);
    for (let i = 0; i < 3; i += 1) await ask(user.email, anHourAgo);
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
