import {
  buyerInitials,
  certificateMessages,
  earnsCertificate,
  normalizeCertificateNumber,
  orderMessages,
  type CertificateVerifyResponse,
} from '@artshop/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, orderItems, orders, products, type CertificateRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import type { Viewer } from '../auth/session.plugin';
import { newCertificateNumber } from './certificate-number';

/** Tries at a fresh number when one is taken: with 49 bits, a second try is already unheard of. */
const NUMBER_ATTEMPTS = 5;

type NewCertificate = Omit<typeof certificates.$inferInsert, 'id' | 'number' | 'issuedAt'>;

/**
 * Inserts the item's certificate under a new number. A conflict is either the item's certificate
 * already there (nothing to do) or the number taken (another draw).
 */
async function insertCertificate(tx: Db, values: NewCertificate): Promise<void> {
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const inserted = await tx
      .insert(certificates)
      .values({ ...values, number: newCertificateNumber() })
      .onConflictDoNothing()
      .returning({ id: certificates.id });
    if (inserted.length > 0) return;
    const [existing] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.orderItemId, values.orderItemId));
    if (existing) return;
  }
  throw new Error('No free certificate number');
}

/**
 * The after-payment step (decision 0119): each painting of the order, and each stone art piece
 * its artist signed, gets its certificate, in the payment's transaction, with the work as it is
 * now: title and size as ordered, artist, medium, year and image from the product. An item that
 * has its certificate keeps it, so a second run issues nothing.
 */
export async function issueCertificatesInTransaction(tx: Db, orderId: string): Promise<void> {
  const [order] = await tx.select({ name: orders.name }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const [rows, issued] = await Promise.all([
    tx
      .select({
        item: orderItems,
        artist: products.artist,
        medium: products.medium,
        yearMade: products.yearMade,
        signed: products.signed,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    tx
      .select({ orderItemId: certificates.orderItemId })
      .from(certificates)
      .where(eq(certificates.orderId, orderId)),
  ]);
  const done = new Set(issued.map((row) => row.orderItemId));
  for (const { item, artist, medium, yearMade, signed } of rows) {
    if (done.has(item.id) || !earnsCertificate(item.type, signed ?? false)) continue;
    await insertCertificate(tx, {
      orderId,
      orderItemId: item.id,
      productId: item.productId,
      buyerName: order.name,
      work: {
        title: item.title,
        artist: artist ?? null,
        medium: medium ?? null,
        dimensions: item.size,
        year: yearMade ?? null,
        imageUrl: item.mainImageUrl,
      },
    });
  }
}

/**
 * The order's certificate the viewer may download: the one numbered `number`, else the first (the
 * order's first certified item). Someone else's order is 'not found' like a missing one.
 */
export async function certificateOfOrder(
  db: Db,
  orderId: string,
  viewer: Viewer,
  number: string | undefined,
): Promise<CertificateRow> {
  const [order] = isUuid(orderId)
    ? await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId))
    : [];
  if (!order || (!viewer.admin && order.userId !== viewer.userId)) {
    throw httpError(404, orderMessages.orderNotFound);
  }
  const [certificate] = await db
    .select()
    .from(certificates)
    .where(
      number === undefined
        ? eq(certificates.orderId, orderId)
        : and(eq(certificates.orderId, orderId), eq(certificates.number, number)),
    )
    .orderBy(asc(certificates.orderItemId))
    .limit(1);
  if (!certificate) throw httpError(404, certificateMessages.noneForOrder);
  return certificate;
}

/** `GET /api/certificates/{number}`, public (decision 0120): the buyer's initials, never the name. */
export async function verifyCertificate(
  db: Db,
  number: string,
): Promise<CertificateVerifyResponse> {
  const [certificate] = await db
    .select()
    .from(certificates)
    .where(eq(certificates.number, normalizeCertificateNumber(number)));
  if (!certificate) throw httpError(404, certificateMessages.notFound);
  return {
    certificate: {
      number: certificate.number,
      issuedAt: certificate.issuedAt.toISOString(),
      issuedTo: buyerInitials(certificate.buyerName),
      work: certificate.work,
    },
  };
}
