import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';

/**
 * Whether the account has two-factor sign-in on (decision 0038), read from its users row: auth
 * refuses password-only sessions to such accounts without importing the admin module above it
 * (decision 0071).
 */
export function hasTwoFactorOn(user: Pick<UserRow, 'totpEnabledAt'>): boolean {
  return user.totpEnabledAt !== null;
}

/** Which second factor matched: a code from the authenticator app, or a recovery code. */
export type SecondFactorKind = 'totp' | 'recovery-code';

/**
 * Checks a current code or a recovery code of an account with two-factor sign-in on and uses it
 * up (a TOTP step is accepted once, a recovery code is marked used); null when it is wrong. The
 * admin module owns the codes and sits above auth, so app.ts hands its check down to the routes
 * that need one (decision 0075), as it hands auth's link issuer to the mail sender (0072).
 */
export type SecondFactorCheck = (
  db: Db,
  user: UserRow,
  typed: string,
  now: Date,
) => Promise<SecondFactorKind | null>;
