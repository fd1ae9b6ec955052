import type { MyCustomArtRequest } from '@artshop/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customArtRequests, offers, type UserRow } from '../../db/schema';
import { customerPhotoUrl } from './custom-art-photos';
import { progressPhotosOf, toCommissionPhoto } from './progress-photos.service';
import { ownRequestCondition } from './request-owner';
import { toOfferDto } from '../offers/offer-dto';

/** Every value of `rows` grouped by `key`, in the rows' order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * The customer's own custom art requests (`ownRequestCondition`), newest first, each with its
 * progress photos and the offers made for it to this customer. The reference photo's address is
 * given only for a request they sent signed in: that route, like decision 0040, opens it to the
 * sender's account alone.
 */
export async function listMyCustomArtRequests(
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>,
): Promise<MyCustomArtRequest[]> {
  const rows = await db
    .select()
    .from(customArtRequests)
    .where(ownRequestCondition(user))
    .orderBy(desc(customArtRequests.createdAt), desc(customArtRequests.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [photos, quotes] = await Promise.all([
    progressPhotosOf(db, ids),
    db
      .select()
      .from(offers)
      .where(and(inArray(offers.customArtId, ids), eq(offers.userId, user.id)))
      .orderBy(desc(offers.createdAt), desc(offers.id)),
  ]);
  const photosOf = groupBy(photos, (photo) => photo.requestId);
  const offersOf = groupBy(quotes, (offer) => offer.customArtId);
  const now = new Date();
  return rows.map((row) => {
    const imageUrl = row.artUrl && row.userId === user.id ? customerPhotoUrl(row.id) : null;
    return {
      id: row.id,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      stage: row.stage,
      imageUrl,
      photos: (photosOf.get(row.id) ?? []).map(toCommissionPhoto),
      offers: (offersOf.get(row.id) ?? []).map((offer) => toOfferDto(offer, imageUrl, now)),
    };
  });
}
