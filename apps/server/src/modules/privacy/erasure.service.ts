import { randomUUID } from 'node:crypto';
import { buyerInitials, formatOrderNumber, privacyMessages } from '@artshop/shared';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  adminRecoveryCodes,
  adminSigninChallenges,
  cartCoupons,
  cartLines,
  certificates,
  consents,
  contactMessages,
  customArtRequests,
  emailVerificationTokens,
  interestedBuyers,
  mailOutbox,
  whatsappOutbox,
  newsletterSubscribers,
  orders,
  passwordResetTokens,
  paymentEvents,
  productReviews,
  rateLimitHits,
  savedPieceAlerts,
  savedPieces,
  sessions,
  userAddresses,
  users,
  type UserRow,
} from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { photoStoreKeys } from '../custom-art/custom-art-photos';
import type { MediaStore } from '../../media/storage';
import { logPrivacyEvent } from '../users/privacy-log';

/** The address an erased account keeps: unique, unusable, and nobody's (`.invalid`, RFC 2606). */
const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;

/**
 * An order that blocks erasure (decision 0104): one the shop still owes delivery on, paid (or
 * cash on delivery not refused) and neither delivered, cancelled nor returned. Its buyer's
 * details are needed to deliver it.
 */
const OPEN_ORDER = sql`(${orders.paymentStatus} = 'success' or (payment_method = 'cod' and ${orders.paymentStatus} <> 'failed'))
  and ${orders.deliveredAt} is null and ${orders.cancelledAt} is null and ${orders.returnedAt} is null
  and (${orders.fulfilmentStatus} is null or ${orders.fulfilmentStatus} not in ('delivered', 'cancelled', 'returned'))`;

export interface ErasureResult {
  /** What was erased or kept, by count: the erasure record's `what`. */
  what: Record<string, number>;
}

/**
 * `DELETE /api/user` (decision 0104): erases the signed-in person's account after their password
 * is checked again. In one transaction: every session ends; name, email, phone and addresses leave
 * the account, its orders, its custom art requests, the messages sent to it, the newsletter list,
 * the contact form's messages and the counters that name the address; reviews stay as by 'A
 * customer'; interests, consents, cart and queued messages go. Orders, invoices and credit notes
 * stay (GST law keeps them 8 years) with the buyer's details on the invoice documents only. The
 * erasure record says when and what, by counts. The account row stays, emptied, with a password
 * nobody knows: the old password fails and the address is free for a new account.
 */
export async function eraseAccount(
  db: Db,
  user: UserRow,
  password: string,
  options: { privateStore: MediaStore; now?: Date },
): Promise<ErasureResult> {
  const now = options.now ?? new Date();
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw httpError(400, privacyMessages.passwordIncorrect);
  }
  const email = user.email;
  const photos: string[] = [];
  const what = await db.transaction(async (tx) => {
    // Locked first: two erasures (or an admin's demotion) at once see each other's result.
    await tx.execute(sql`select id from ${users} where ${users.role} = 'admin' for update`);
    if (user.role === 'admin') {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), ne(users.id, user.id), isNull(users.erasedAt)))
        .limit(1);
      if (!other) throw httpError(409, privacyMessages.lastAdmin);
    }
    const [open] = await tx
      .select({ number: orders.number })
      .from(orders)
      .where(and(eq(orders.userId, user.id), OPEN_ORDER))
      .orderBy(orders.createdAt)
      .limit(1);
    if (open) throw httpError(409, privacyMessages.openOrder(formatOrderNumber(open.number)));

    const count = (rows: unknown[]) => rows.length;
    const sameEmail = (column: AnyPgColumn) => sql`lower(${column}) = lower(${email})`;
    const ownOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));

    const sessionsEnded = count(
      await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id }),
    );
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, user.id));
    await tx.delete(adminSigninChallenges).where(eq(adminSigninChallenges.userId, user.id));
    await tx.delete(cartLines).where(eq(cartLines.userId, user.id));
    await tx.delete(cartCoupons).where(eq(cartCoupons.userId, user.id));
    const interests = count(
      await tx
        .delete(interestedBuyers)
        .where(eq(interestedBuyers.userId, user.id))
        .returning({ id: interestedBuyers.id }),
    );
    const saved = count(
      await tx
        .delete(savedPieces)
        .where(eq(savedPieces.userId, user.id))
        .returning({ productId: savedPieces.productId }),
    );
    await tx.delete(savedPieceAlerts).where(eq(savedPieceAlerts.userId, user.id));
    const consentsRemoved = count(
      await tx
        .delete(consents)
        .where(eq(consents.userId, user.id))
        .returning({ purpose: consents.purpose }),
    );
    const addresses = count(
      await tx
        .delete(userAddresses)
        .where(eq(userAddresses.userId, user.id))
        .returning({ id: userAddresses.id }),
    );
    // Rows found by the address alone are the account's only once it proved the address (0076):
    // an account made with someone else's email must not erase that person's list entry, messages
    // or requests.
    const proven = user.emailVerifiedAt !== null;
    const byProvenEmail = (column: AnyPgColumn) => (proven ? sameEmail(column) : sql`false`);
    await tx.delete(newsletterSubscribers).where(byProvenEmail(newsletterSubscribers.email));
    // Queued and sent alike: a sent message is a copy of the person's details the law does not
    // ask us to keep.
    const messages = count(
      await tx
        .delete(mailOutbox)
        .where(
          or(
            sameEmail(mailOutbox.toAddress),
            // The shop's own notices about this person (a new order, a request) name them too.
            proven
              ? sql`position(lower(${email}) in lower(${mailOutbox.textBody} || ' ' || ${mailOutbox.html})) > 0`
              : sql`false`,
          ),
        )
        .returning({ id: mailOutbox.id }),
    );
    // WhatsApp messages hold the number and the order's details: queued and sent alike (0116).
    await tx.delete(whatsappOutbox).where(eq(whatsappOutbox.userId, user.id));
    await tx.delete(contactMessages).where(byProvenEmail(contactMessages.email));
    // Counters keyed by the address (failed sign-ins, mails to it) name it.
    await tx
      .delete(rateLimitHits)
      .where(sql`position(lower(${email}) in lower(${rateLimitHits.key})) > 0`);

    const reviews = count(
      await tx
        .update(productReviews)
        .set({ name: privacyMessages.reviewAuthor, userId: null })
        .where(eq(productReviews.userId, user.id))
        .returning({ id: productReviews.id }),
    );
    const ordersKept = count(
      await tx
        .update(orders)
        .set({
          name: privacyMessages.reviewAuthor,
          email: '',
          phone: '',
          address: '',
          addressStreet: null,
          addressLine2: null,
          addressCity: null,
          addressState: null,
          addressZip: null,
          updatedAt: now,
        })
        .where(eq(orders.userId, user.id))
        .returning({ id: orders.id }),
    );
    // A certificate of authenticity stays the piece's provenance; its buyer is named by initials
    // from now on, as the public page always showed them (decision 0120).
    const certified = await tx
      .select({ id: certificates.id, buyerName: certificates.buyerName })
      .from(certificates)
      .where(inArray(certificates.orderId, ownOrders));
    for (const certificate of certified) {
      await tx
        .update(certificates)
        .set({ buyerName: buyerInitials(certificate.buyerName) })
        .where(eq(certificates.id, certificate.id));
    }
    // The payment provider's copies of the payment name the payer; the order keeps what it owes.
    await tx
      .update(paymentEvents)
      .set({ payload: { erased: true } })
      .where(inArray(paymentEvents.orderId, ownOrders));
    const mine = or(eq(customArtRequests.userId, user.id), byProvenEmail(customArtRequests.email));
    const sent = await tx
      .select({ artUrl: customArtRequests.artUrl })
      .from(customArtRequests)
      .where(mine);
    photos.push(...sent.flatMap((row) => (row.artUrl ? [row.artUrl] : [])));
    // The request and its commission stay (an offer or an order may follow from it), as by 'A
    // customer': the reference photo the person sent goes with their details.
    const requests = await tx
      .update(customArtRequests)
      .set({
        firstName: privacyMessages.reviewAuthor,
        lastName: '',
        email: '',
        phone: '',
        artUrl: null,
        userId: null,
      })
      .where(mine)
      .returning({ id: customArtRequests.id });

    await tx
      .update(users)
      .set({
        name: '',
        email: erasedEmail(user.id),
        phone: null,
        street: null,
        city: null,
        state: null,
        zip: null,
        role: 'customer',
        isSubscribed: false,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        configuredPasswordHash: null,
        emailVerifiedAt: null,
        // Not a hash at all: no password matches it (lib/password.ts refuses it before hashing).
        passwordHash: `erased:${randomUUID()}`,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));

    const record = {
      sessionsEnded,
      addresses,
      interests,
      savedPieces: saved,
      consents: consentsRemoved,
      messages,
      reviewsAnonymised: reviews,
      ordersKept,
      customArtRequests: requests.length,
    };
    await logPrivacyEvent(tx, 'erasure', user.id, { what: record }, now);
    return record;
  });
  // After the commit: a file removed for a rolled-back erasure could not come back.
  await options.privateStore
    .delete(photos.flatMap((artUrl) => photoStoreKeys(artUrl)))
    .catch(() => undefined);
  return { what };
}
