import type { AdminProfile, AdminSigninInput } from '@artshop/shared';
import type { UserRow } from '../../db/schema';
import type { Db } from '../../db/client';
import { checkCredentials } from '../auth/auth.service';

/**
 * The admin whose email and password match, or null. A customer with the right password gets
 * null too (DESIGN section 4): the caller answers exactly as for a wrong password.
 */
export async function checkAdminCredentials(
  db: Db,
  input: AdminSigninInput,
): Promise<UserRow | null> {
  const user = await checkCredentials(db, input);
  return user?.role === 'admin' ? user : null;
}

export function toAdminProfile(user: UserRow): AdminProfile {
  return { name: user.name, email: user.email };
}
