import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  INVALID_RESET_TOKEN_CODE,
  PASSWORD_RESET_EMAILS_PER_HOUR,
  PASSWORD_RESET_TOKEN_MINUTES,
  passwordResetMessages,
  TWO_FACTOR_CODE_REQUIRED_CODE,
  type ResetPasswordInput,
} from '@artshop/shared';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client';
import { adminSigninChallenges, passwordResetTokens, sessions, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import { isUuid } from '../../lib/pg-errors';
import { enqueueMail } from '../mail/outbox.service';
import { renderMail } from '../mail/render';
import type { SendTimeSecret } from '../mail/send-time-secrets';
import { PASSWORD_RESET_SUBJECT, PasswordResetMail } from '../mail/templates/password-reset';
import { findUserByEmail } from '../users/users.service';
import type { FailedSigninCounter } from './failed-signins';
import { hasTwoFactorOn, type SecondFactorCheck, type SecondFactorKind } from './two-factor-flag';

/**
 * Password recovery (docs/decisions/0045-password-recovery.md). The link carries a
 * random token; only its sha256 is stored, so a leaked database cannot be turned into resets. The
 * token is made by the mail sender when it sends the email, never when the email is written, so
 * the outbox, the back-office and backups hold a placeholder, not a link
 * (docs/decisions/0072-reset-links-never-stored.md).
 */

export const PASSWORD_RESET_TOKEN_MS = PASSWORD_RESET_TOKEN_MINUTES * 60 * 1000;
const PER_ADDRESS_WINDOW_MS = 60 * 60 * 1000;
const TOKEN_BYTES = 32;
// A uuid no user has: the unknown address still runs the count query (see requestPasswordReset).
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token that is unused and unexpired at `now`. */
const usable = (now: Date) =>
  and(isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));

/** What the stored email has where the token goes; the back-office shows the link this way. */
export const RESET_TOKEN_PLACEHOLDER = 'token=REDACTED';

/**
 * The reset email's link, made by the mail sender for each attempt (decision 0072): a new token
 * whose hash replaces the row's, so only the newest email's link works. Null when the row is used,
 * expired or gone: that email is not sent.
 */
export const passwordResetLinkSecret: SendTimeSecret = {
  placeholder: RESET_TOKEN_PLACEHOLDER,
  issue: async (db, tokenId, at) => {
    if (!isUuid(tokenId)) return null;
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const [issued] = await db
      .update(passwordResetTokens)
      .set({ tokenHash: hashResetToken(token) })
      .where(and(eq(passwordResetTokens.id, tokenId), usable(at)))
      .returning({ id: passwordResetTokens.id });
    return issued ? `token=${token}` : null;
  },
};

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
  // Our own id, so the dedupe key is known before the insert and rendering stays outside the lock.
  const tokenId = randomUUID();
  // The link's token is made when the email is sent (passwordResetLinkSecret), never stored here.
  const mail = await renderMail(
    createElement(PasswordResetMail, {
      name: user?.name ?? '',
      resetUrl: `${siteUrl}/reset-password?${RESET_TOKEN_PLACEHOLDER}`,
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
      secretRef: tokenId,
    });
    return 'sent';
  });
}

const invalidToken = () =>
  httpError(400, passwordResetMessages.invalidToken, INVALID_RESET_TOKEN_CODE);
const codeRequired = () =>
  httpError(400, passwordResetMessages.twoFactorCodeRequired, TWO_FACTOR_CODE_REQUIRED_CODE);

/** Thrown inside the reset's transaction so that a wrong code undoes the link's claim. */
class WrongSecondFactor extends Error {}

/**
 * The second factor an account with two-factor sign-in on must add to the link (decision 0075):
 * the admin module's check, handed down through the routes' options, and the per-account count of
 * wrong codes the admin sign-in's second step keeps too.
 */
export interface ResetSecondFactor {
  check: SecondFactorCheck;
  /** Wrong codes, keyed by user id (`SECOND_FACTOR_FAILURES`). */
  failures: FailedSigninCounter;
}

/**
 * `POST /api/auth/reset-password/check` (decision 0081): whether a link would still reset a
 * password now, so its page says a used or expired link is dead before anyone types a password.
 * It changes nothing; a dead link is the reset's own 400.
 */
export async function checkResetLink(db: Db, token: string, now = new Date()): Promise<void> {
  const [found] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), usable(now)))
    .limit(1);
  if (!found) throw invalidToken();
}

export interface ResetPasswordOptions {
  /** Without it no code can be checked, so an account with two-factor sign-in on is not reset. */
  secondFactor?: ResetSecondFactor;
  now?: Date;
}

export type ResetPasswordResult =
  /** Done; `secondFactor` says what the account added to the link, if it needed one. */
  | { outcome: 'reset'; userId: string; email: string; secondFactor: SecondFactorKind | null }
  /** A wrong code (counted): nothing changed, the link still works. */
  | { outcome: 'wrong-code'; userId: string }
  /** Too many wrong codes for the account lately: not checked, nothing changed. */
  | { outcome: 'codes-limited'; userId: string; retryAfterMs: number };

/**
 * `POST /api/auth/reset-password`: sets the new password, uses up the token and every other open
 * link of the account, and ends all its sessions (customer and admin) and pending admin sign-ins.
 * A used, expired or unknown token is a 400. An account with two-factor sign-in on also needs a
 * current code or a recovery code (decision 0075): without one a 400 with
 * `two_factor_code_required`, said only to a caller holding a live link; a wrong one leaves the
 * link unused and counts against the account.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
  { secondFactor, now = new Date() }: ResetPasswordOptions = {},
): Promise<ResetPasswordResult> {
  const tokenHash = hashResetToken(input.token);
  // Checked before hashing, so a stream of dead links costs no scrypt work.
  const [found] = await db
    .select({ id: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), usable(now)))
    .limit(1);
  if (!found) throw invalidToken();
  const userId = found.user.id;
  const code = input.code ?? '';
  // Whoever reads the mailbox has the link, not the phone: the link alone does not do (0075).
  if (hasTwoFactorOn(found.user)) {
    if (!code) throw codeRequired();
    const wait = (await secondFactor?.failures.retryAfterMs(userId)) ?? 0;
    if (wait > 0) return { outcome: 'codes-limited', userId, retryAfterMs: wait };
  }
  const passwordHash = await hashPassword(input.password);

  try {
    const used = await db.transaction(async (tx) => {
      // The account's row first, as a reset request locks it: the account as it is now (two-factor
      // turned on or off meanwhile counts), and no deadlock with a request for a new link.
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      // The conditional update decides races: of two resets with one token, only one gets the row.
      const [claimed] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.id, found.id),
            eq(passwordResetTokens.userId, userId),
            usable(now),
          ),
        )
        .returning({ id: passwordResetTokens.id });
      if (!user || !claimed) throw invalidToken();
      let factor: SecondFactorKind | null = null;
      if (hasTwoFactorOn(user)) {
        if (!code) throw codeRequired();
        // Used up in this transaction: the code is spent only if the password changes.
        factor = secondFactor ? await secondFactor.check(tx, user, code, now) : null;
        if (!factor) throw new WrongSecondFactor();
      }
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
      // Whoever holds a session (the person who forgot, or whoever took the account) signs in
      // again, and a sign-in half done with the old password goes too.
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(adminSigninChallenges).where(eq(adminSigninChallenges.userId, userId));
      await tx
        .update(passwordResetTokens)
        .set({ expiresAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), usable(now)));
      return factor;
    });
    if (used) await secondFactor?.failures.reset(userId);
    return { outcome: 'reset', userId, email: found.user.email, secondFactor: used };
  } catch (error) {
    if (!(error instanceof WrongSecondFactor)) throw error;
    await secondFactor?.failures.recordFailure(userId);
    return { outcome: 'wrong-code', userId };
  }
}
