import type { Db } from '../../db/client';
import {
  customArtRequests,
  offers,
  type CustomArtRequestRow,
  type OfferRow,
} from '../../db/schema';

/** Test data factories: small, valid rows with overridable fields. Not used by production code. */

let sequence = 0;

/** A custom art request as the public form stores it (pending, 'requested'), photo key included. */
export async function createCustomArtRequest(
  db: Db,
  overrides: Partial<typeof customArtRequests.$inferInsert> = {},
): Promise<CustomArtRequestRow> {
  const n = ++sequence;
  const [row] = await db
    .insert(customArtRequests)
    .values({
      firstName: `Requester${n}`,
      lastName: 'Rao',
      email: `requester${n}-${Date.now()}@example.in`,
      phone: '9876543210',
      description: 'Our family on a river stone',
      artUrl: `custom-art/${n.toString(16).padStart(8, '0')}-320.webp`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createCustomArtRequest inserted no row');
  return row;
}

/** A quote for `customArtId` to `userId`: open for three days unless overridden. */
export async function createCustomArtOffer(
  db: Db,
  fields: { userId: string; customArtId: string } & Partial<typeof offers.$inferInsert>,
): Promise<OfferRow> {
  const [row] = await db
    .insert(offers)
    .values({
      title: 'Custom stone art',
      pricePaise: 450_000,
      deliveryPaise: 5_000,
      expiresAt: new Date(Date.now() + 72 * 3_600_000),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('createCustomArtOffer inserted no row');
  return row;
}
