import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  INVALID_RESET_TOKEN_CODE,
  PASSWORD_RESET_EMAILS_PER_HOUR,
  PASSWORD_RESET_TOKEN_MINUTES,
  passwordResetMessages,
  type ResetPasswordInput,
} from '@artshop/shared';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import { enqueueMail } from '../mail/outbox.service';
import { renderMail } from '../mail/render';
import { PASSWORD_RESET_SUBJECT, PasswordResetMail } from '../mail/templates/password-reset';
import { findUserByEmail } from '../users/users.service';

/**
 * Password recovery (docs/decisions/0045-password-recovery.md). The link carries a
 * random token; only its sha256 is stored, so a leaked database cannot be turned into resets.
 */

export const PASSWORD_RESET_TOKEN_MS = PASSWORD_RESET_TOKEN_MINUTES * 60 * 1000;
const PER_ADDRESS_WINDOW_MS = 60 * 60 * 1000;
const TOKEN_BYTES = 32;
// A uuid no user has: the unknown address still runs the count query (see requestPasswordReset).
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type ResetRequestOutcome = 'sent' | 'unknown-email' | 'address-limited';

export interface ResetRequestOptions {
  /** The shop's public address (config.siteUrl), for the link in the email. */
  siteUrl: string;
  now?: Date;
}

/** Tokens issued to the user within the last hour, used or not: the per-address budget. */
async function countRecentTokens(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.createdAt, new Date(now.getTime() - PER_ADDRESS_WINDOW_MS)),
      ),
    );
  return row?.count ?? 0;
}

/**
 * `POST /api/auth/forgot-password`: for an account, a new single-use token and its email, written
 * in one transaction; earlier unused links of the account stop working. The caller answers the
 * same whatever this returns. An unknown address goes through the same steps short of writing
 * (the email is rendered, the count runs), so the answer's timing says little about who has an
 * account.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  { siteUrl, now = new Date() }: ResetRequestOptions,
): Promise<ResetRequestOutcome> {
  const user = await findUserByEmail(db, email);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  // Our own id, so the dedupe key is known before the insert and rendering stays outside the lock.
  const tokenId = randomUUID();
  const mail = await renderMail(
    createElement(PasswordResetMail, {
      name: user?.name ?? '',
      resetUrl: `${siteUrl}/reset-password?token=${token}`,
      shopUrl: siteUrl,
    }),
  );
  if (!user) {
    await countRecentTokens(db, NO_USER_ID, now);
    return 'unknown-email';
  }

  return db.transaction(async (tx) => {
    // Locks the account's row: two requests at once cannot both pass the per-address count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if ((await countRecentTokens(tx, user.id, now)) >= PASSWORD_RESET_EMAILS_PER_HOUR) {
      return 'address-limited';
    }
    // Rows older than the window neither count nor work: dropping them keeps a few per account.
    await tx
      .delete(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          lte(passwordResetTokens.createdAt, new Date(now.getTime() - PER_ADDRESS_WINDOW_MS)),
        ),
      );
    // Only the newest link works: an older email lying in an inbox is no longer a way in.
    await tx
      .update(passwordResetTokens)
      .set({ expiresAt: now })
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      id: tokenId,
      tokenHash: hashResetToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TOKEN_MS),
      createdAt: now,
    });
    await enqueueMail(tx, {
      dedupeKey: `password-reset:${tokenId}`,
      kind: 'password-reset',
      to: user.email,
      subject: PASSWORD_RESET_SUBJECT,
      ...mail,
    });
    return 'sent';
  });
}

const invalidToken = () =>
  httpError(400, passwordResetMessages.invalidToken, INVALID_RESET_TOKEN_CODE);

/** A token that is unused and unexpired at `now`. */
const usable = (now: Date) =>
  and(isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));

/**
 * `POST /api/auth/reset-password`: sets the new password, uses up the token and every other open
 * link of the account, and ends all its sessions (customer and admin). Returns the account's id.
 * A used, expired or unknown token is a 400.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
  now = new Date(),
): Promise<string> {
  const tokenHash = hashResetToken(input.token);
  // Checked before hashing, so a stream of dead links costs no scrypt work.
  const [found] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), usable(now)))
    .limit(1);
  if (!found) throw invalidToken();
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    // The conditional update decides races: of two resets with one token, only one gets the row.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, found.id), usable(now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw invalidToken();
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, claimed.userId));
    // Whoever holds a session (the person who forgot, or whoever took the account) signs in again.
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    await tx
      .update(passwordResetTokens)
      .set({ expiresAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), usable(now)));
    return claimed.userId;
  });
}
