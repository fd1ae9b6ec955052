import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore } from '../test/migrations-before';
import { passwordResetLinkSecret, resetPassword } from '../modules/auth/password-reset.service';
import { sendDueMail } from '../modules/mail/mail-sender';
import type { TransportMessage } from '../modules/mail/transport';
import type { DbHandle } from './client';
import { migrate } from './migrate';
import { mailOutbox, passwordResetTokens } from './schema';

// Migration 0009 (decision 0072): a shop upgraded with reset emails in its outbox. Their links
// were stored in clear; afterwards no row holds them, none of them works, and an email not sent
// yet goes out with a new link.

const BEFORE = '0009_reset_links_never_stored';
const SITE = 'https://shop.example.in';

/** A reset email as the shop wrote it before 0009: the link in clear in both parts. */
async function oldResetEmail(handle: DbHandle, status: 'pending' | 'sent') {
  const { db } = handle;
  const userId = randomUUID();
  const email = `${status}-${userId}@example.in`;
  await db.execute(
    sql`insert into users (id, name, email, phone, password_hash) values (${userId}, 'Old Customer', ${email}, '9876543210', 'x')`,
  );
  const tokenId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await db.execute(
    sql`insert into password_reset_tokens (id, token_hash, user_id, expires_at) values (${tokenId}, ${hash}, ${userId}, now() + interval '30 minutes')`,
  );
  const link = `${SITE}/reset-password?token=${token}`;
  await db.execute(
    sql`insert into mail_outbox (dedupe_key, kind, to_address, subject, html, text_body, status) values (${`password-reset:${tokenId}`}, 'password-reset', ${email}, 'Reset your password', ${`<a href="${link}">Reset your password</a><p>${link}</p>`}, ${`Reset your password ${link}`}, ${status})`,
  );
  return { email, token, tokenId };
}

describe('migration 0009: reset links already in the outbox', () => {
  let handle: DbHandle;
  let old: { folder: string; remove: () => void };
  beforeAll(async () => {
    old = migrationsBefore(BEFORE);
    handle = await emptyDatabase('test_reset_links');
  });
  afterAll(async () => {
    await handle?.close();
    old?.remove();
  });

  it('redacts them, stops their tokens working, and gives an unsent one a new link', async () => {
    await migrate(handle.db, old.folder);
    const pending = await oldResetEmail(handle, 'pending');
    const sent = await oldResetEmail(handle, 'sent');

    await migrate(handle.db);

    const rows = await handle.db.select().from(mailOutbox);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(pending.token);
    expect(text).not.toContain(sent.token);
    for (const row of rows) {
      expect(row.textBody).toBe(`Reset your password ${SITE}/reset-password?token=REDACTED`);
      expect(row.html).toContain(`href="${SITE}/reset-password?token=REDACTED"`);
    }
    expect(rows.map((row) => row.secretRef).sort()).toEqual([pending.tokenId, sent.tokenId].sort());
    const hashes = await handle.db
      .select({ hash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens);
    expect(hashes).toEqual([{ hash: null }, { hash: null }]);
    for (const token of [pending.token, sent.token]) {
      await expect(
        resetPassword(handle.db, { token, password: 'brand-new-9' }),
      ).rejects.toMatchObject({ statusCode: 400 });
    }

    // The email that was still waiting goes out with a link of its own, which works.
    const outgoing: TransportMessage[] = [];
    const result = await sendDueMail({
      db: handle.db,
      from: 'shop@example.in',
      transport: { send: async (message) => void outgoing.push(message), close: () => undefined },
      secrets: { 'password-reset': passwordResetLinkSecret },
    });
    expect(result).toMatchObject({ sent: 1 });
    expect(outgoing.map((message) => message.to)).toEqual([pending.email]);
    const fresh = /token=([A-Za-z0-9_-]{43})/.exec(outgoing[0]?.text ?? '')?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(pending.token);
    const [user] = await handle.db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.id, pending.tokenId));
    await expect(
      resetPassword(handle.db, { token: fresh ?? '', password: 'brand-new-9' }),
    ).resolves.toMatchObject({ outcome: 'reset', userId: user?.userId });
  });
});
