import { randomBytes } from 'node:crypto';
import {
  authMessages,
  type ChangePasswordInput,
  type SigninInput,
  type SignupInput,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type SessionRow, type UserRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { queueWelcome } from '../mail/notifications/welcome';
import { findUserByEmail, SHOP_COUNTRY } from '../users/users.service';
import { queueVerificationEmail, renderVerificationMail } from './email-verification.service';
import { createSession, deleteOtherSessions, type CreatedSession } from './session.service';
import { hasTwoFactorOn } from './two-factor-flag';

export interface SignedIn extends CreatedSession {
  user: UserRow;
}

export async function signUp(
  db: Db,
  settings: NotificationSettings,
  input: SignupInput,
  device: string | null = null,
): Promise<SignedIn> {
  // Checked first so a taken email costs no scrypt hash; the unique index still decides races.
  if (await findUserByEmail(db, input.email)) throw httpError(409, authMessages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const verification = await renderVerificationMail(settings.siteUrl, input.name);
  let user: UserRow | undefined;
  try {
    // The welcome message and the link that confirms the address (decision 0076) are written with
    // the account: all exist, or none.
    user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name,
          phone: input.phone,
          email: input.email,
          passwordHash,
          role: 'customer',
          country: SHOP_COUNTRY,
        })
        .returning();
      if (row) {
        await queueWelcome(tx, settings, row);
        await queueVerificationEmail(tx, row, verification);
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, authMessages.emailTaken);
    throw error;
  }
  if (!user) throw new Error('user insert returned no row');
  return { user, ...(await createSession(db, user.id, 'customer', new Date(), device)) };
}

let dummyHash: Promise<string> | undefined;

/**
 * A real hash of a random password, made once: an unknown email is checked against it so that it
 * takes as long as a wrong password and the answer's timing does not reveal who has an account.
 */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** The user whose password matches, or null; the same work is done for an unknown email. */
export async function checkCredentials(db: Db, input: SigninInput): Promise<UserRow | null> {
  const user = await findUserByEmail(db, input.email);
  const matches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await getDummyHash()),
  );
  return user && matches ? user : null;
}

export async function changePassword(
  db: Db,
  user: UserRow,
  currentSession: SessionRow,
  input: ChangePasswordInput,
): Promise<void> {
  // Its password changes only with a fresh admin session and a code (decision 0071); a customer
  // session of such an account is refused anyway (session.service.ts), this holds if one slips by.
  if (hasTwoFactorOn(user)) throw httpError(403, authMessages.twoFactorPasswordChange);
  // An admin's password is the back-office's key: it changes there, where the second factor and a
  // fresh sign-in are asked (decision 0086), not from a shop session.
  if (user.role === 'admin') throw httpError(403, authMessages.adminPasswordElsewhere);
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
    throw httpError(400, authMessages.currentPasswordIncorrect);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    // Whoever else holds a session (a stolen cookie, another device) is signed out.
    await deleteOtherSessions(tx, user.id, currentSession.id);
  });
}
