import type { User } from '@artshop/shared';
import type { UserRow } from '../../db/schema';

/** The user as the API shows it: never the password hash, the address as one object. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isSubscribed: row.isSubscribed,
    emailVerified: row.emailVerifiedAt !== null,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      zip: row.zip,
      country: row.country,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
