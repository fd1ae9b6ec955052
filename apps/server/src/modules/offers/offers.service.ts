import {
  OFFER_DEFAULT_DELIVERY,
  OFFER_DEFAULT_VALID_HOURS,
  effectiveOfferStatus,
  offerMessages as m,
  toPaise,
  type AdminOffer,
  type Offer,
  type OfferStatus,
  type createOfferInputSchema,
} from '@artshop/shared';
import { and, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { customArtRequests, interestedBuyers, offers, products, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { invalidateCatalogCache } from '../catalog/response-cache';
import { queueOfferMade, queueOfferWithdrawn } from '../mail/notifications/offers';
import type { NotificationSettings } from '../mail/notifications/notification-settings';
import { customerView, loadAdminOffer, loadAdminOffers } from './offer-dto';
import { lockOffer, releasePainting, type LockedOffer } from './one-of-a-kind';
import { likeContains } from '../../lib/like-contains';

type CreateOfferInput = z.output<typeof createOfferInputSchema>;

/** How many characters of a request's description name its quote. */
const CUSTOM_ART_TITLE_CHARS = 40;

/** What an offer is made from: who gets it, for what, under which title. */
interface OfferTarget {
  userId: string;
  productId: string | null;
  customArtId: string | null;
  interestId: string | null;
  title: string;
}

/**
 * An interested buyer's painting (in the caller's transaction): its row is locked, so a sale
 * committing meanwhile is seen (409) or sees this offer (and withdraws it).
 */
async function paintingTarget(tx: Db, interestId: string): Promise<OfferTarget> {
  const [interest] = isUuid(interestId)
    ? await tx.select().from(interestedBuyers).where(eq(interestedBuyers.id, interestId))
    : [];
  if (!interest) throw httpError(404, m.interestNotFound);
  const [product] = await tx
    .select()
    .from(products)
    .where(eq(products.id, interest.productId))
    .for('update');
  if (!product) throw httpError(404, m.interestNotFound);
  if (product.type !== 'painting') throw httpError(409, m.notAPainting);
  if (product.soldAt) throw httpError(409, m.alreadySold);
  return {
    userId: interest.userId,
    productId: product.id,
    customArtId: null,
    interestId: interest.id,
    title: product.title,
  };
}

/**
 * A custom art request's quote: to the customer who sent it signed in, else to the account with the
 * request's email (case-insensitive); a requester without an account cannot accept one yet. An
 * account found by the email alone gets the quote only once it has confirmed the address (decision
 * 0076): whoever signed up with someone else's address must not be quoted for their request.
 */
async function customArtTarget(tx: Db, customArtId: string): Promise<OfferTarget> {
  const [request] = isUuid(customArtId)
    ? await tx.select().from(customArtRequests).where(eq(customArtRequests.id, customArtId))
    : [];
  if (!request) throw httpError(404, m.customArtNotFound);
  let userId = request.userId;
  if (!userId) {
    const [account] = await tx
      .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${request.email})`)
      .limit(1);
    if (account && account.emailVerifiedAt === null) throw httpError(409, m.requesterNotVerified);
    userId = account?.id ?? null;
  }
  if (!userId) throw httpError(409, m.requesterHasNoAccount);
  const words = request.description.replace(/\s+/g, ' ').trim();
  return {
    userId,
    productId: null,
    customArtId: request.id,
    interestId: null,
    title: `Custom stone art: ${words.slice(0, CUSTOM_ART_TITLE_CHARS).trimEnd()}`,
  };
}

/**
 * `POST /admin/offers`: an offer to an interested buyer (a painting) or to a custom art request's
 * customer (a quote, which moves the request from 'requested' to 'quoted'), with the customer's
 * email in the same transaction. Defaults: ₹50 delivery, valid for 72 hours.
 */
export async function createOffer(
  db: Db,
  settings: NotificationSettings,
  adminId: string,
  input: CreateOfferInput,
  now: Date = new Date(),
): Promise<AdminOffer> {
  const offerId = await db.transaction(async (tx) => {
    const target = input.interestId
      ? await paintingTarget(tx, input.interestId)
      : await customArtTarget(tx, input.customArtId ?? '');
    const validHours = input.validHours ?? OFFER_DEFAULT_VALID_HOURS;
    const [offer] = await tx
      .insert(offers)
      .values({
        ...target,
        pricePaise: toPaise(input.price),
        deliveryPaise: toPaise(input.deliveryFee ?? OFFER_DEFAULT_DELIVERY),
        note: input.note,
        expiresAt: new Date(now.getTime() + validHours * 60 * 60 * 1000),
        createdBy: adminId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: offers.id });
    if (!offer) throw new Error('offer insert returned no row');
    if (target.customArtId) {
      await tx
        .update(customArtRequests)
        .set({ stage: 'quoted' })
        .where(
          and(
            eq(customArtRequests.id, target.customArtId),
            eq(customArtRequests.stage, 'requested'),
          ),
        );
    }
    await queueOfferMade(tx, settings, offer.id);
    return offer.id;
  });
  return loadAdminOffer(db, offerId);
}

/** The stored states an effective status filter reads, with the expiry condition. */
function statusFilter(status: OfferStatus, now: Date): SQL | undefined {
  const live = inArray(offers.status, ['open', 'accepted']);
  if (status === 'expired') return and(live, lte(offers.expiresAt, now));
  if (status === 'open' || status === 'accepted') {
    return and(eq(offers.status, status), gt(offers.expiresAt, now));
  }
  return eq(offers.status, status);
}

/** `%`, `_` and `\` typed by the admin are searched for literally. */

/**
 * `GET /admin/offers?q&status`: newest first, at most 200; `q` searches the title and the
 * customer's name and email, `status` is the effective status (expired computed).
 */
export async function listAdminOffers(
  db: Db,
  query: { q?: string; status?: OfferStatus },
  now: Date = new Date(),
): Promise<AdminOffer[]> {
  const pattern = query.q ? likeContains(query.q) : null;
  const where = and(
    pattern
      ? or(ilike(offers.title, pattern), ilike(users.name, pattern), ilike(users.email, pattern))
      : undefined,
    query.status ? statusFilter(query.status, now) : undefined,
  );
  return loadAdminOffers(db, where, now);
}

/** `GET /offers`: the customer's own offers, newest first. */
export async function listCustomerOffers(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<Offer[]> {
  return (await loadAdminOffers(db, eq(offers.userId, userId), now)).map(customerView);
}

/** Why an offer the customer acts on cannot be accepted or declined, as a 409 (null: it can). */
export function customerRefusal(locked: LockedOffer, now: Date): string | null {
  const status = effectiveOfferStatus(locked.offer.status, locked.offer.expiresAt, now);
  switch (status) {
    case 'open':
    case 'accepted':
      return null;
    case 'expired':
      return m.offerLapsed;
    case 'withdrawn':
      return m.offerWithdrawnByShop;
    case 'declined':
      return m.offerDeclined;
    case 'paid':
      return m.offerPaid;
  }
}

/** The offer locked (with its painting) if it is this customer's; 404 for anyone else's. */
export async function lockOwnOffer(tx: Db, offerId: string, userId: string): Promise<LockedOffer> {
  const locked = isUuid(offerId) ? await lockOffer(tx, offerId) : null;
  if (!locked || locked.offer.userId !== userId) throw httpError(404, m.offerNotFound);
  return locked;
}

/**
 * Ends a live offer (declined by its customer, withdrawn by the shop) in one transaction: an
 * accepted one lets go of its painting's reservation. Its pending order, if any, is left to fail
 * or lapse; a payment that still comes for it is a late sale (refunded if the piece is gone).
 */
async function endOffer(
  db: Db,
  lock: (tx: Db) => Promise<LockedOffer>,
  end: { status: 'declined' | 'withdrawn'; refuse: (locked: LockedOffer) => string | null },
  after?: (tx: Db, offerId: string) => Promise<void>,
): Promise<{ offerId: string; released: boolean }> {
  return db.transaction(async (tx) => {
    const locked = await lock(tx);
    const refusal = end.refuse(locked);
    if (refusal) throw httpError(409, refusal);
    const released = await releasePainting(tx, locked.product, locked.offer.id);
    await tx
      .update(offers)
      .set({ status: end.status, updatedAt: sql`now()` })
      .where(eq(offers.id, locked.offer.id));
    await after?.(tx, locked.offer.id);
    return { offerId: locked.offer.id, released };
  });
}

/** `POST /offers/{id}/decline`: the customer says no to an open (or accepted, unpaid) offer. */
export async function declineOffer(
  db: Db,
  userId: string,
  offerId: string,
  now: Date = new Date(),
): Promise<Offer> {
  const ended = await endOffer(db, (tx) => lockOwnOffer(tx, offerId, userId), {
    status: 'declined',
    refuse: (locked) => customerRefusal(locked, now),
  });
  if (ended.released) await invalidateCatalogCache(db);
  return customerView(await loadAdminOffer(db, ended.offerId));
}

/**
 * `POST /admin/offers/{id}/withdraw`: the shop takes back an open or accepted (unpaid, unexpired)
 * offer, with an email to its customer.
 */
export async function withdrawOffer(
  db: Db,
  settings: NotificationSettings,
  offerId: string,
  now: Date = new Date(),
): Promise<AdminOffer> {
  const ended = await endOffer(
    db,
    async (tx) => {
      const locked = isUuid(offerId) ? await lockOffer(tx, offerId) : null;
      if (!locked) throw httpError(404, m.offerNotFound);
      return locked;
    },
    {
      status: 'withdrawn',
      refuse: (locked) => (customerRefusal(locked, now) === null ? null : m.cannotWithdraw),
    },
    (tx, id) => queueOfferWithdrawn(tx, settings, id),
  );
  if (ended.released) await invalidateCatalogCache(db);
  return loadAdminOffer(db, ended.offerId);
}
