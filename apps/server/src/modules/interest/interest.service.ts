import { authMessages } from '@artshop/shared';
import type { Db } from '../../db/client';
import { interestedBuyers } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isForeignKeyViolation, isUuid } from '../../lib/pg-errors';

/**
 * Records that a customer wants to buy a product (DESIGN section 4: once per customer and
 * product). ON CONFLICT DO NOTHING keeps two simultaneous clicks from turning into a 500.
 */
export async function registerInterest(db: Db, userId: string, productId: string): Promise<void> {
  if (!isUuid(productId)) throw httpError(404, authMessages.productNotFound);
  let inserted: { id: string }[];
  try {
    inserted = await db
      .insert(interestedBuyers)
      .values({ userId, productId })
      .onConflictDoNothing({ target: [interestedBuyers.userId, interestedBuyers.productId] })
      .returning({ id: interestedBuyers.id });
  } catch (error) {
    // The product does not exist (or was deleted a moment ago).
    if (isForeignKeyViolation(error)) throw httpError(404, authMessages.productNotFound);
    throw error;
  }
  if (inserted.length === 0) throw httpError(409, authMessages.interestExists);
}
