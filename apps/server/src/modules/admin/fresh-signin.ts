import {
  adminTwoFactorMessages,
  FRESH_ADMIN_SIGNIN_MINUTES,
  FRESH_SIGNIN_REQUIRED_CODE,
} from '@artshop/shared';
import type { SessionRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';

export const FRESH_ADMIN_SIGNIN_MS = FRESH_ADMIN_SIGNIN_MINUTES * 60 * 1000;

/**
 * Refuses (403 `fresh_signin_required`) an admin session opened more than a few minutes ago.
 * Changing the password or turning two-factor sign-in off takes over the account for good, so it
 * needs a sign-in just made as well as a code (decision 0071): a session left open on a shared
 * computer, or a stolen cookie, stays good for browsing the back-office but not for locking the
 * owner out.
 */
export function assertFreshAdminSignin(session: SessionRow, now = new Date()): void {
  if (now.getTime() - session.createdAt.getTime() > FRESH_ADMIN_SIGNIN_MS) {
    throw httpError(403, adminTwoFactorMessages.freshSigninRequired, FRESH_SIGNIN_REQUIRED_CODE);
  }
}
