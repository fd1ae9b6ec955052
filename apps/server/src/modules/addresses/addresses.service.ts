import {
  ADDRESS_BOOK_MAX,
  addressBookMessages,
  type DeliveryAddress,
  type SavedAddress,
  type SavedAddressInput,
} from '@artshop/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userAddresses, type UserAddressRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUniqueViolation, isUuid } from '../../lib/pg-errors';

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

/** The entry of this account with this id: someone else's, or none, is the same 404 (decision 0090). */
function ownEntry(userId: string, id: string) {
  if (!isUuid(id)) throw httpError(404, addressBookMessages.notFound);
  return and(eq(userAddresses.id, id), eq(userAddresses.userId, userId));
}

/**
 * `PUT /api/user/addresses/{id}` (decision 0090): the entry rewritten in place, keeping when it
 * was last used (an edit is not a use). Made equal to another of the account's entries, it is a
 * 409: the book keeps each address once (decision 0084).
 */
export async function updateSavedAddress(
  db: Db,
  userId: string,
  id: string,
  input: SavedAddressInput,
): Promise<SavedAddress> {
  const where = ownEntry(userId, id);
  try {
    const [row] = await db
      .update(userAddresses)
      .set({
        street: input.street,
        line2: input.line2,
        city: input.city,
        state: input.state,
        zip: input.zip,
        country: input.country,
      })
      .where(where)
      .returning();
    if (!row) throw httpError(404, addressBookMessages.notFound);
    return toSavedAddress(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw httpError(409, addressBookMessages.duplicate);
    throw error;
  }
}

/** `DELETE /api/user/addresses/{id}` (decision 0090): orders keep their own copy of the address. */
export async function deleteSavedAddress(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(userAddresses)
    .where(ownEntry(userId, id))
    .returning({ id: userAddresses.id });
  if (deleted.length === 0) throw httpError(404, addressBookMessages.notFound);
}
