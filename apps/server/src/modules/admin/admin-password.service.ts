import {
  adminTwoFactorMessages,
  authMessages,
  type AdminChangePasswordInput,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSigninChallenges, users, type SessionRow, type UserRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { deleteOtherSessions } from '../auth/session.service';
import { hasTwoFactorOn } from '../auth/two-factor-flag';
import { assertFreshAdminSignin } from './fresh-signin';
import { useSecondFactor } from './two-factor.service';

/**
 * The signed-in admin's own password, changed from the back-office (decision 0071): from a session
 * signed in within the last few minutes, with the current password and, when two-factor sign-in is
 * on, a current code or a recovery code. Every other session of the account and any pending
 * sign-in challenge end; this session stays.
 */
export async function changeAdminPassword(
  db: Db,
  user: UserRow,
  session: SessionRow,
  input: AdminChangePasswordInput,
  now = new Date(),
): Promise<void> {
  assertFreshAdminSignin(session, now);
  const needsCode = hasTwoFactorOn(user);
  if (needsCode && !input.code) {
    throw httpError(400, adminTwoFactorMessages.passwordCodeRequired);
  }
  // The password first: a typo in it must not use up the code's time step.
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
    throw httpError(400, authMessages.currentPasswordIncorrect);
  }
  if (needsCode && !(await useSecondFactor(db, user, input.code ?? '', now))) {
    throw httpError(400, adminTwoFactorMessages.invalidCode);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    // Whoever else holds a session or is halfway through a sign-in with the old password is out.
    await deleteOtherSessions(tx, user.id, session.id);
    await tx.delete(adminSigninChallenges).where(eq(adminSigninChallenges.userId, user.id));
  });
}
