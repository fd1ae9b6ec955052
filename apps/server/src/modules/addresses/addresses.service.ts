import { ADDRESS_BOOK_MAX, type DeliveryAddress, type SavedAddress } from '@artshop/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAddresses, type UserAddressRow } from '../../db/schema';

function toSavedAddress(row: UserAddressRow): SavedAddress {
  return {
    id: row.id,
    street: row.street,
    line2: row.line2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

/** `GET /api/user/addresses`: the account's saved addresses, the last used first (decision 0084). */
export async function listSavedAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.lastUsedAt), desc(userAddresses.createdAt), desc(userAddresses.id))
    .limit(ADDRESS_BOOK_MAX);
  return rows.map(toSavedAddress);
}

/**
 * Keeps an order's delivery address in the account's address book (decision 0084): the same
 * address again (ignoring case) becomes the last used, in the spelling of its latest use; a new
 * one is added. Run inside the checkout's reservation, which holds the customer's row lock, so two
 * checkouts of one customer never add the same address twice.
 */
export async function rememberAddress(
  tx: Db,
  userId: string,
  address: DeliveryAddress,
  now: Date,
): Promise<void> {
  const lower = (text: string) => text.toLowerCase();
  const [same] = await tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(sql`lower(${userAddresses.street})`, lower(address.street)),
        eq(sql`lower(${userAddresses.line2})`, lower(address.line2)),
        eq(sql`lower(${userAddresses.city})`, lower(address.city)),
        eq(userAddresses.state, address.state),
        eq(userAddresses.zip, address.zip),
      ),
    );
  const values = {
    street: address.street,
    line2: address.line2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    country: address.country,
    lastUsedAt: now,
  };
  if (same) {
    await tx.update(userAddresses).set(values).where(eq(userAddresses.id, same.id));
  } else {
    await tx.insert(userAddresses).values({ userId, ...values });
  }
}
