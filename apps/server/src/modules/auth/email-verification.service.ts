import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  EMAIL_VERIFICATION_LINK_HOURS,
  EMAIL_VERIFICATION_RESENDS_PER_HOUR,
  emailVerificationMessages,
} from '@artshop/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createElement } from 'react';
import type { Db } from '../../db/client';
import { emailVerificationTokens, users, type UserRow } from '../../db/schema';
import { takeFromLimit, type DbLimit } from '../../lib/db-counter';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { enqueueMail } from '../mail/outbox.service';
import { renderMail, type RenderedMail } from '../mail/render';
import type { SendTimeSecret } from '../mail/send-time-secrets';
import { VERIFY_EMAIL_SUBJECT, VerifyEmailMail } from '../mail/templates/verify-email';

/**
 * Email verification at sign-up (docs/decisions/0076-verify-email-at-sign-up.md). The link carries
 * a random token made by the mail sender when it sends the email (decision 0072's send-time
 * secrets): the outbox, the back-office and backups hold a placeholder, and the account's one
 * token row holds only the token's sha256 and when it stops working.
 */

export const EMAIL_VERIFICATION_LINK_MS = EMAIL_VERIFICATION_LINK_HOURS * 60 * 60 * 1000;
const TOKEN_BYTES = 32;

/** What the stored email has where the token goes; the back-office shows the link this way. */
export const VERIFY_TOKEN_PLACEHOLDER = 'token=REDACTED';
/** The outbox kind of the confirmation email, which the sender's issuer is registered under. */
export const EMAIL_VERIFICATION_KIND = 'email-verification';

/**
 * Resends per account: counted in the database (decision 0060), and silent, so an account over
 * the limit gets the same answer and no email.
 */
export const VERIFY_RESEND_LIMIT: DbLimit = {
  prefix: 'verify-email-resend:',
  max: EMAIL_VERIFICATION_RESENDS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};

export function hashVerifyToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The account still has the address the link went to, and has not confirmed it yet. */
const stillUnconfirmed = sql`exists (
  select 1 from ${users}
  where ${users.id} = ${emailVerificationTokens.userId}
    and ${users.emailVerifiedAt} is null
    and lower(${users.email}) = lower(${emailVerificationTokens.email}))`;

/**
 * The confirmation email's link, made by the mail sender for each attempt: a new token whose hash
 * replaces the row's, working for 24 hours from this sending, so only the newest email's link
 * works. Null (the email is not sent) when the row is gone (used, or replaced by a resend) or the
 * account has confirmed meanwhile.
 */
export const emailVerificationLinkSecret: SendTimeSecret = {
  placeholder: VERIFY_TOKEN_PLACEHOLDER,
  issue: async (db, tokenId, at) => {
    if (!isUuid(tokenId)) return null;
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const [issued] = await db
      .update(emailVerificationTokens)
      .set({
        tokenHash: hashVerifyToken(token),
        expiresAt: new Date(at.getTime() + EMAIL_VERIFICATION_LINK_MS),
      })
      .where(and(eq(emailVerificationTokens.id, tokenId), stillUnconfirmed))
      .returning({ id: emailVerificationTokens.id });
    return issued ? `token=${token}` : null;
  },
};

/** The confirmation email's parts, with the placeholder where the sender puts the token. */
export function renderVerificationMail(siteUrl: string, name: string): Promise<RenderedMail> {
  return renderMail(
    createElement(VerifyEmailMail, {
      name,
      verifyUrl: `${siteUrl}/verify-email?${VERIFY_TOKEN_PLACEHOLDER}`,
      shopUrl: siteUrl,
    }),
  );
}

/**
 * In the caller's transaction (the sign-up's, or a resend's): the account's new token row, in place
 * of any earlier one (whose email, if still unsent, is then not sent), and its email. The row has
 * no hash until the sender sends the email.
 */
export async function queueVerificationEmail(
  tx: Db,
  user: Pick<UserRow, 'id' | 'email'>,
  mail: RenderedMail,
  now: Date = new Date(),
): Promise<void> {
  const tokenId = randomUUID();
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
  await tx
    .insert(emailVerificationTokens)
    .values({ id: tokenId, userId: user.id, email: user.email, createdAt: now });
  await enqueueMail(tx, {
    dedupeKey: `${EMAIL_VERIFICATION_KIND}:${tokenId}`,
    kind: EMAIL_VERIFICATION_KIND,
    to: user.email,
    subject: VERIFY_EMAIL_SUBJECT,
    ...mail,
    secretRef: tokenId,
  });
}

export type ResendOutcome = 'sent' | 'already-verified' | 'limited';

/**
 * `POST /api/auth/verify-email/resend`: a new link for a signed-in account that has not confirmed
 * yet, at most 3 an hour; the earlier link stops working. The caller answers the same whatever
 * this returns.
 */
export async function resendVerificationEmail(
  db: Db,
  caller: Pick<UserRow, 'id' | 'name' | 'emailVerifiedAt'>,
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<ResendOutcome> {
  if (caller.emailVerifiedAt !== null) return 'already-verified';
  // Rendered before the account's row is locked: the lock is held for statements only.
  const mail = await renderVerificationMail(siteUrl, caller.name);
  return db.transaction(async (tx) => {
    // Locks the account's row: two resends at once replace the token one after the other, and a
    // confirmation that committed meanwhile is seen.
    const [user] = await tx.select().from(users).where(eq(users.id, caller.id)).for('update');
    if (!user || user.emailVerifiedAt !== null) return 'already-verified';
    if ((await takeFromLimit(tx, VERIFY_RESEND_LIMIT, user.id)) > 0) return 'limited';
    await queueVerificationEmail(tx, user, mail, now);
    return 'sent';
  });
}

/**
 * `POST /api/auth/verify-email`: the link's account confirms its address now. The link works
 * once: the conditional delete decides races, so of two confirmations with one token only one
 * finds the row. A used, replaced, expired or unknown token is a 400, as is one sent to an
 * address the account no longer has.
 */
/**
 * What else follows an account's confirmed address, inside the same transaction: modules above auth
 * hand these down through app.ts (the newsletter sets the account's subscription from its list).
 */
export type AfterEmailVerified = (tx: Db, account: { id: string; email: string }) => Promise<void>;

export async function verifyEmail(
  db: Db,
  token: string,
  now: Date = new Date(),
  afterVerified: readonly AfterEmailVerified[] = [],
): Promise<Pick<UserRow, 'id'>> {
  const invalid = () => httpError(400, emailVerificationMessages.invalidToken);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashVerifyToken(token)),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!used) throw invalid();
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(
        and(
          eq(users.id, used.userId),
          isNull(users.emailVerifiedAt),
          sql`lower(${users.email}) = lower(${used.email})`,
        ),
      )
      .returning({ id: users.id });
    // Thrown inside the transaction, so the row stays as it was.
    if (!user) throw invalid();
    for (const step of afterVerified) await step(tx, { id: user.id, email: used.email });
    return user;
  });
}
