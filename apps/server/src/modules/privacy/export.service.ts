import { formatOrderNumber, PRIVACY_NOTICE_VERSION } from '@artshop/shared';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contactMessages,
  creditNotes,
  interestedBuyers,
  invoices,
  mailOutbox,
  whatsappOutbox,
  newsletterSubscribers,
  offers,
  orderItems,
  orders,
  productReviews,
  products,
  refunds,
  savedPieceAlerts,
  savedPieces,
  sessions,
  userAddresses,
  type UserRow,
} from '../../db/schema';
import { listMyCustomArtRequests } from '../custom-art/my-custom-art.service';
import { listConsents } from '../users/consents.service';
import { logPrivacyEvent } from '../users/privacy-log';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * `GET /api/user/export` (decision 0104): everything the shop holds about the signed-in person, as
 * one JSON document, and nothing of anyone else: every query is bound to the account's id, or to its
 * address where a row names the address only (the newsletter list, messages sent, contact form).
 * The export is logged in the privacy log.
 */
export async function exportPersonalData(db: Db, user: UserRow, now = new Date()) {
  const byEmail = (column: typeof mailOutbox.toAddress | typeof contactMessages.email) =>
    sql`lower(${column}) = lower(${user.email})`;

  const [addressRows, orderRows, reviewRows, interestRows, offerRows, sessionRows] =
    await Promise.all([
      db
        .select()
        .from(userAddresses)
        .where(eq(userAddresses.userId, user.id))
        .orderBy(desc(userAddresses.lastUsedAt)),
      db
        .select()
        .from(orders)
        .where(eq(orders.userId, user.id))
        .orderBy(desc(orders.createdAt), desc(orders.id)),
      db
        .select({
          productId: productReviews.productId,
          product: products.title,
          name: productReviews.name,
          rating: productReviews.rating,
          review: productReviews.review,
          createdAt: productReviews.createdAt,
        })
        .from(productReviews)
        .leftJoin(products, eq(products.id, productReviews.productId))
        .where(eq(productReviews.userId, user.id))
        .orderBy(desc(productReviews.createdAt)),
      db
        .select({
          productId: interestedBuyers.productId,
          product: products.title,
          createdAt: interestedBuyers.createdAt,
        })
        .from(interestedBuyers)
        .leftJoin(products, eq(products.id, interestedBuyers.productId))
        .where(eq(interestedBuyers.userId, user.id))
        .orderBy(desc(interestedBuyers.createdAt)),
      db
        .select()
        .from(offers)
        .where(eq(offers.userId, user.id))
        .orderBy(desc(offers.createdAt), desc(offers.id)),
      db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user.id))
        .orderBy(desc(sessions.lastSeenAt)),
    ]);

  const orderIds = orderRows.map((order) => order.id);
  const [itemRows, invoiceRows, creditNoteRows, refundRows] = orderIds.length
    ? await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
        db
          .select({
            orderId: invoices.orderId,
            number: invoices.number,
            issuedAt: invoices.issuedAt,
          })
          .from(invoices)
          .where(inArray(invoices.orderId, orderIds)),
        db
          .select({
            orderId: creditNotes.orderId,
            number: creditNotes.number,
            issuedAt: creditNotes.issuedAt,
          })
          .from(creditNotes)
          .where(inArray(creditNotes.orderId, orderIds))
          .orderBy(asc(creditNotes.issuedAt)),
        db
          .select()
          .from(refunds)
          .where(inArray(refunds.orderId, orderIds))
          .orderBy(asc(refunds.createdAt)),
      ])
    : [[], [], [], []];

  // Saved pieces and when their last alert went (decision 0122).
  const savedRows = await db
    .select({
      productId: savedPieces.productId,
      product: products.title,
      seenPricePaise: savedPieces.seenPricePaise,
      createdAt: savedPieces.createdAt,
    })
    .from(savedPieces)
    .leftJoin(products, eq(products.id, savedPieces.productId))
    .where(eq(savedPieces.userId, user.id))
    .orderBy(desc(savedPieces.createdAt));
  const [savedAlerts] = await db
    .select({ lastSentAt: savedPieceAlerts.lastSentAt })
    .from(savedPieceAlerts)
    .where(eq(savedPieceAlerts.userId, user.id));

  // Rows found by the address alone are this person's only once the account proved it owns the
  // address (decision 0076): anyone may sign up with someone else's email.
  const proven = user.emailVerifiedAt !== null;
  const [customArt, consents, subscriber, messages, contact] = await Promise.all([
    listMyCustomArtRequests(db, user),
    listConsents(db, user.id),
    proven
      ? db
          .select()
          .from(newsletterSubscribers)
          .where(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`)
          .limit(1)
      : [],
    proven
      ? db
          .select()
          .from(mailOutbox)
          .where(byEmail(mailOutbox.toAddress))
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      : [],
    proven
      ? db
          .select()
          .from(contactMessages)
          .where(byEmail(contactMessages.email))
          .orderBy(desc(contactMessages.createdAt))
      : [],
  ]);

  const document = {
    exportedAt: now.toISOString(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      address: {
        street: user.street,
        city: user.city,
        state: user.state,
        zip: user.zip,
        country: user.country,
      },
      emailVerifiedAt: iso(user.emailVerifiedAt),
      createdAt: iso(user.createdAt),
    },
    addresses: addressRows.map((a) => ({
      street: a.street,
      line2: a.line2,
      city: a.city,
      state: a.state,
      zip: a.zip,
      country: a.country,
      lastUsedAt: iso(a.lastUsedAt),
    })),
    orders: orderRows.map((order) => ({
      number: formatOrderNumber(order.number),
      id: order.id,
      placedAt: iso(order.createdAt),
      name: order.name,
      email: order.email,
      phone: order.phone,
      address: order.address,
      totalPaise: order.totalPaise,
      deliveryPaise: order.deliveryPaise,
      paymentStatus: order.paymentStatus,
      paidAt: iso(order.paidAt),
      fulfilmentStatus: order.fulfilmentStatus,
      deliveredAt: iso(order.deliveredAt),
      items: itemRows
        .filter((item) => item.orderId === order.id)
        .map((item) => ({
          title: item.title,
          size: item.size,
          quantity: item.quantity,
          pricePaise: item.pricePaise,
          discountPricePaise: item.discountPricePaise,
        })),
      invoice:
        invoiceRows
          .filter((invoice) => invoice.orderId === order.id)
          .map((invoice) => ({ number: invoice.number, issuedAt: iso(invoice.issuedAt) }))[0] ??
        null,
      creditNotes: creditNoteRows
        .filter((note) => note.orderId === order.id)
        .map((note) => ({ number: note.number, issuedAt: iso(note.issuedAt) })),
      refunds: refundRows
        .filter((refund) => refund.orderId === order.id)
        .map((refund) => ({
          amountPaise: refund.amountPaise,
          status: refund.status,
          reason: refund.reason,
          createdAt: iso(refund.createdAt),
          processedAt: iso(refund.processedAt),
        })),
    })),
    reviews: reviewRows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    interests: interestRows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    savedPieces: savedRows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    savedPiecesLastAlertAt: iso(savedAlerts?.lastSentAt),
    offers: offerRows.map((offer) => ({
      id: offer.id,
      title: offer.title,
      pricePaise: offer.pricePaise,
      deliveryPaise: offer.deliveryPaise,
      note: offer.note,
      status: offer.status,
      expiresAt: iso(offer.expiresAt),
      createdAt: iso(offer.createdAt),
    })),
    // Each request with its photos' addresses, which open for this account alone (decision 0040).
    customArtRequests: customArt,
    consents,
    newsletter: subscriber[0]
      ? {
          email: subscriber[0].email,
          confirmedAt: iso(subscriber[0].confirmedAt),
          unsubscribedAt: iso(subscriber[0].unsubscribedAt),
        }
      : null,
    sessions: sessionRows.map((session) => ({
      kind: session.kind,
      device: session.device,
      signedInAt: iso(session.createdAt),
      lastSeenAt: iso(session.lastSeenAt),
      expiresAt: iso(session.expiresAt),
    })),
    messages: messages.map((message) => ({
      kind: message.kind,
      to: message.toAddress,
      subject: message.subject,
      text: message.textBody,
      status: message.status,
      queuedAt: iso(message.createdAt),
      sentAt: iso(message.sentAt),
    })),
    // Order updates on WhatsApp (docs/whatsapp.md), found by the account: a code shows as its
    // placeholder, never the code.
    whatsappMessages: (
      await db
        .select()
        .from(whatsappOutbox)
        .where(eq(whatsappOutbox.userId, user.id))
        .orderBy(desc(whatsappOutbox.createdAt), desc(whatsappOutbox.id))
    ).map((message) => ({
      kind: message.kind,
      to: message.toPhone,
      parameters: message.parameters,
      status: message.status,
      queuedAt: iso(message.createdAt),
      sentAt: iso(message.sentAt),
    })),
    contactMessages: contact.map((message) => ({
      subject: message.subject,
      message: message.message,
      sentAt: iso(message.createdAt),
    })),
  };
  await logPrivacyEvent(db, 'export', user.id, {}, now);
  return document;
}

export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;
