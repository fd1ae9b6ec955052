import { createHash, randomInt } from 'node:crypto';
import {
  adminTwoFactorMessages,
  RECOVERY_CODE_COUNT,
  SHOP_NAME,
  type AdminTwoFactorDisableInput,
  type AdminTwoFactorSetup,
  type AdminTwoFactorStatus,
} from '@artshop/shared';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import {
  adminRecoveryCodes,
  adminSigninChallenges,
  users,
  type SessionRow,
  type UserRow,
} from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { deleteOtherSessions } from '../auth/session.service';
import { assertFreshAdminSignin } from './fresh-signin';

/**
 * Admin two-factor sign-in (docs/decisions/0038-admin-two-factor.md): RFC 6238 codes (SHA-1,
 * 6 digits, 30 s, what every authenticator app supports) with one step of clock drift either way,
 * each step accepted once, plus one-time recovery codes stored as sha256.
 */

const m = adminTwoFactorMessages;
const TOTP_PERIOD_S = 30;
/** One step either side: a phone clock a little off, or a code typed as it changes. */
const TOTP_WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for the HMAC-SHA1 key. */
const SECRET_BYTES = 20;
/** No 0/o, 1/l/i: recovery codes are read off paper and typed. 31^10 ≈ 2^49 per code. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF = 5;

export function isTwoFactorEnabled(user: UserRow): boolean {
  return user.totpEnabledAt !== null && user.totpSecret !== null;
}

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: SHOP_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a 6-digit `code` belongs to within the window around `now`, or null. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const totp = totpFor(secret, '');
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

/** What a typed code is, ignoring spaces, hyphens and case. */
type TypedCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | null;

function classifyCode(typed: string): TypedCode {
  const code = typed.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(code)) return { kind: 'totp', code };
  if (code.length === RECOVERY_HALF * 2 && /^[a-z0-9]+$/.test(code))
    return { kind: 'recovery', code };
  return null;
}

export function hashRecoveryCode(normalized: string): string {
  // The codes carry ~49 random bits each, so a fast unsalted hash is enough: there is no
  // dictionary to try, and a sign-in must find the row by its hash.
  return createHash('sha256').update(normalized).digest('hex');
}

function newRecoveryCode(): string {
  const pick = () =>
    Array.from(
      { length: RECOVERY_HALF },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
  return `${pick()}-${pick()}`;
}

/**
 * Accepts the step of a TOTP code once: the write succeeds only while the stored last step is
 * older, so a replayed code (or the same code sent twice at once) fails.
 */
async function consumeTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Marks an unused recovery code of the user used; false when there is none such. */
async function consumeRecoveryCode(
  db: Db,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}

/** Which second factor matched (and was used up), or null. */
export type SecondFactor = 'totp' | 'recovery-code';

/**
 * Checks a TOTP code or a recovery code of an admin with two-factor sign-in on, and uses it up: a
 * TOTP step is accepted once, a recovery code is marked used.
 */
export async function useSecondFactor(
  db: Db,
  user: UserRow,
  typed: string,
  now = new Date(),
): Promise<SecondFactor | null> {
  if (!isTwoFactorEnabled(user) || !user.totpSecret) return null;
  const code = classifyCode(typed);
  if (!code) return null;
  if (code.kind === 'recovery') {
    return (await consumeRecoveryCode(db, user.id, code.code, now)) ? 'recovery-code' : null;
  }
  const step = matchTotpStep(user.totpSecret, code.code, now);
  if (step === null) return null;
  return (await consumeTotpStep(db, user.id, step)) ? 'totp' : null;
}

export async function twoFactorStatus(db: Db, user: UserRow): Promise<AdminTwoFactorStatus> {
  const enabled = isTwoFactorEnabled(user);
  let recoveryCodesLeft = 0;
  if (enabled) {
    const [row] = await db
      .select({ left: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, user.id), isNull(adminRecoveryCodes.usedAt)));
    recoveryCodesLeft = row?.left ?? 0;
  }
  return {
    enabled,
    enabledAt: enabled ? (user.totpEnabledAt?.toISOString() ?? null) : null,
    recoveryCodesLeft,
  };
}

/**
 * Step 1 of enrolment: a new secret, stored but not in force until a first code confirms it (so an
 * abandoned set-up changes nothing). Starting again replaces the unconfirmed secret.
 */
export async function startEnrolment(
  db: Db,
  user: UserRow,
  session: SessionRow,
  now = new Date(),
): Promise<AdminTwoFactorSetup> {
  if (isTwoFactorEnabled(user)) throw httpError(409, m.alreadyEnabled);
  // Refused here already, before a secret is scanned that confirming would refuse (decision 0071).
  assertFreshAdminSignin(session, now);
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  await db
    .update(users)
    .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
    .where(eq(users.id, user.id));
  const otpauthUri = totpFor(secret, user.email).toString();
  const svg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return {
    secret,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Step 2: the app's first code turns two-factor sign-in on and returns the recovery codes, the only
 * time they exist in clear. That code's step counts as used, and the account's other sessions end.
 */
export async function confirmEnrolment(
  db: Db,
  user: UserRow,
  session: SessionRow,
  typed: string,
  now = new Date(),
): Promise<string[]> {
  if (isTwoFactorEnabled(user)) throw httpError(409, m.alreadyEnabled);
  // Turning it on ends every other session: a stale or stolen cookie must not do that (0071).
  assertFreshAdminSignin(session, now);
  const secret = user.totpSecret;
  if (!secret) throw httpError(409, m.noPendingSetup);
  const code = classifyCode(typed);
  const step = code?.kind === 'totp' ? matchTotpStep(secret, code.code, now) : null;
  if (step === null) throw httpError(400, m.invalidCode);

  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    // Only the secret the admin just scanned: a set-up restarted meanwhile in another tab wins.
    const enabled = await tx
      .update(users)
      .set({ totpEnabledAt: now, totpLastStep: step, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.totpSecret, secret), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    if (enabled.length === 0) throw httpError(409, m.noPendingSetup);
    // Every other session was opened by the password alone, which from now on opens none: they
    // end, customer and admin alike; this fresh one, which scanned the secret, stays (decision 0071).
    await deleteOtherSessions(tx, user.id, session.id);
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, user.id));
    await tx.insert(adminRecoveryCodes).values(
      recoveryCodes.map((recoveryCode) => ({
        userId: user.id,
        codeHash: hashRecoveryCode(recoveryCode.replace('-', '')),
        createdAt: now,
      })),
    );
  });
  return recoveryCodes;
}

/**
 * Turns two-factor sign-in off, only from an admin session signed in within the last few minutes
 * and with a current code or a recovery code, never the password alone (decision 0071): the
 * secret, the recovery codes and any pending sign-in challenge go.
 */
export async function disableTwoFactor(
  db: Db,
  user: UserRow,
  session: SessionRow,
  input: AdminTwoFactorDisableInput,
  now = new Date(),
): Promise<void> {
  if (!isTwoFactorEnabled(user)) throw httpError(409, m.notEnabled);
  assertFreshAdminSignin(session, now);
  if (!(await useSecondFactor(db, user, input.code, now))) throw httpError(400, m.invalidCode);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, user.id));
    await tx.delete(adminSigninChallenges).where(eq(adminSigninChallenges.userId, user.id));
  });
}
