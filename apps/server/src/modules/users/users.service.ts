import { authMessages, type ProfileInput } from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';

/** The shop only ships in India, so the profile's country is fixed whatever a client sends. */
export const SHOP_COUNTRY = 'India';

/** Emails are compared case-insensitively everywhere (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row;
}

/** '' clears an optional field; a missing key keeps what is stored. */
function optional(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === '' ? null : value;
}

export async function updateProfile(db: Db, userId: string, input: ProfileInput): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      name: input.name,
      phone: optional(input.phone),
      street: optional(input.address?.street),
      city: optional(input.address?.city),
      state: optional(input.address?.state),
      zip: optional(input.address?.zip),
      country: SHOP_COUNTRY,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  // The session guard found this user a moment ago; only a concurrent account deletion gets here.
  if (!row) throw httpError(401, authMessages.loginRequired);
  return row;
}
