import { randomBytes } from 'node:crypto';
import {
  productPath,
  SAVED_ALERT_MIN_INTERVAL_MS,
  SAVED_ALERTS_UNSUBSCRIBE_PATH,
  SAVED_PATH,
  savedMessages,
  type SavedAlertsUnsubscribeStatus,
} from '@artshop/shared';
import {
  and,
  eq,
  exists,
  gt,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createElement } from 'react';
import type { Db } from '../../db/client';
import { consents, products, savedPieceAlerts, savedPieces, users } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { enqueueMail, withdrawQueuedMail } from '../mail/outbox.service';
import { renderMail } from '../mail/render';
import {
  SavedAlertsMail,
  type SavedAlertNewWork,
  type SavedAlertPriceDrop,
} from '../mail/templates/saved-alerts';
import { hasConsent, recordConsent } from '../users/consents.service';

/**
 * The alerts of saved pieces (decision 0122): a sweep collects, for each saver who has 'Offers by
 * email' on and was not sent one in the last week, the saved pieces whose price dropped and the new
 * works of their artists, into one email through the outbox, with an unsubscribe link.
 */

/** The consent the alerts need: 'Offers by email' (decision 0122). */
export const SAVED_ALERTS_PURPOSE = 'marketing_email';
export const SAVED_ALERTS_MAIL_KIND = 'saved-alerts';
/** The sweep looks every hour; each saver hears at most once a week. */
export const SAVED_ALERTS_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const TOKEN_BYTES = 24;

export const savedAlertsUnsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${SAVED_ALERTS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
const oneClickUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/api/saved-alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/** The saver's unsubscribe token, made on first need. */
async function alertToken(tx: Db, userId: string): Promise<string> {
  await tx
    .insert(savedPieceAlerts)
    .values({ userId, unsubscribeToken: randomBytes(TOKEN_BYTES).toString('base64url') })
    .onConflictDoNothing({ target: savedPieceAlerts.userId });
  const [row] = await tx
    .select({ token: savedPieceAlerts.unsubscribeToken })
    .from(savedPieceAlerts)
    .where(eq(savedPieceAlerts.userId, userId));
  if (!row) throw new Error('The alert token was not stored');
  return row.token;
}

async function holderOf(db: Db, token: string) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, erasedAt: users.erasedAt })
    .from(savedPieceAlerts)
    .innerJoin(users, eq(users.id, savedPieceAlerts.userId))
    .where(eq(savedPieceAlerts.unsubscribeToken, token))
    .limit(1);
  if (!row || row.erasedAt) throw httpError(404, savedMessages.unsubscribeUnknownToken);
  return row;
}

/** `GET /api/saved-alerts/unsubscribe?token`: whose link it is and whether the alerts are off. */
export async function savedAlertsStatus(
  db: Db,
  token: string,
): Promise<SavedAlertsUnsubscribeStatus> {
  const holder = await holderOf(db, token);
  const on = await hasConsent(db, holder.userId, SAVED_ALERTS_PURPOSE);
  return { email: holder.email, unsubscribed: !on };
}

/**
 * `POST /api/saved-alerts/unsubscribe?token`: withdraws 'Offers by email' (the alerts' consent,
 * recorded as from the unsubscribe link), and any alert still queued goes too.
 */
export async function unsubscribeSavedAlerts(
  db: Db,
  token: string,
): Promise<SavedAlertsUnsubscribeStatus> {
  const holder = await holderOf(db, token);
  await db.transaction(async (tx) => {
    await recordConsent(tx, {
      userId: holder.userId,
      purpose: SAVED_ALERTS_PURPOSE,
      granted: false,
      source: 'unsubscribe-link',
    });
    await withdrawQueuedMail(tx, holder.email, [SAVED_ALERTS_MAIL_KIND]);
  });
  return { email: holder.email, unsubscribed: true };
}

interface Saver {
  userId: string;
  name: string;
  email: string;
  lastSentAt: Date | null;
}

/** Savers who may hear now: consent on, a confirmed address, not erased, nothing this week. */
async function saversDue(db: Db, now: Date): Promise<Saver[]> {
  const weekAgo = new Date(now.getTime() - SAVED_ALERT_MIN_INTERVAL_MS);
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      lastSentAt: savedPieceAlerts.lastSentAt,
    })
    .from(users)
    .innerJoin(
      consents,
      and(
        eq(consents.userId, users.id),
        eq(consents.purpose, SAVED_ALERTS_PURPOSE),
        eq(consents.granted, true),
      ),
    )
    .leftJoin(savedPieceAlerts, eq(savedPieceAlerts.userId, users.id))
    .where(
      and(
        isNull(users.erasedAt),
        isNotNull(users.emailVerifiedAt),
        exists(
          db
            .select({ one: sql`1` })
            .from(savedPieces)
            .where(eq(savedPieces.userId, users.id)),
        ),
        or(isNull(savedPieceAlerts.lastSentAt), lte(savedPieceAlerts.lastSentAt, weekAgo)),
      ),
    );
}

const savedProduct = alias(products, 'saved_product');
const mine = alias(savedPieces, 'mine');

/** What one saver's email would say: prices dropped since they heard, and artists' new works. */
async function newsFor(db: Db, saver: Saver, siteUrl: string) {
  const dropped = await db
    .select({
      productId: products.id,
      title: products.title,
      was: savedPieces.seenPricePaise,
      now: products.discountPricePaise,
    })
    .from(savedPieces)
    .innerJoin(products, eq(products.id, savedPieces.productId))
    .where(
      and(
        eq(savedPieces.userId, saver.userId),
        eq(products.hidden, false),
        isNull(products.soldAt),
        eq(products.priceOnRequest, false),
        lt(products.discountPricePaise, savedPieces.seenPricePaise),
      ),
    );
  // A work is new when it came after the piece was saved and after the last alert.
  const since = saver.lastSentAt
    ? sql`greatest(${savedPieces.createdAt}, ${saver.lastSentAt.toISOString()}::timestamptz)`
    : sql`${savedPieces.createdAt}`;
  const works = await db
    .selectDistinctOn([products.id], {
      productId: products.id,
      title: products.title,
      artist: products.artist,
      pricePaise: products.discountPricePaise,
      priceOnRequest: products.priceOnRequest,
    })
    .from(savedPieces)
    .innerJoin(savedProduct, eq(savedProduct.id, savedPieces.productId))
    .innerJoin(
      products,
      and(eq(products.artistId, savedProduct.artistId), ne(products.id, savedProduct.id)),
    )
    .where(
      and(
        eq(savedPieces.userId, saver.userId),
        isNotNull(savedProduct.artistId),
        eq(products.hidden, false),
        isNull(products.soldAt),
        gt(products.createdAt, since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(mine)
            .where(and(eq(mine.userId, saver.userId), eq(mine.productId, products.id))),
        ),
      ),
    )
    .orderBy(products.id);
  const link = (id: string) => `${siteUrl}${productPath(id)}`;
  const drops: (SavedAlertPriceDrop & { productId: string })[] = dropped.map((row) => ({
    productId: row.productId,
    title: row.title,
    url: link(row.productId),
    wasPaise: row.was,
    nowPaise: row.now,
  }));
  const newWorks: SavedAlertNewWork[] = works.map((row) => ({
    title: row.title,
    artist: row.artist ?? '',
    url: link(row.productId),
    pricePaise: row.priceOnRequest ? null : row.pricePaise,
  }));
  return { drops, newWorks };
}

/**
 * One sweep: an email to each saver due that has news, then every saved piece whose price went up
 * remembers the higher price (a later drop is measured from it). Answers how many emails.
 */
export async function sweepSavedAlerts(
  db: Db,
  options: { siteUrl: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  let sent = 0;
  for (const saver of await saversDue(db, now)) {
    const { drops, newWorks } = await newsFor(db, saver, options.siteUrl);
    if (drops.length === 0 && newWorks.length === 0) continue;
    const queued = await db.transaction(async (tx) => {
      // Checked again as the email is queued, so a consent withdrawn meanwhile holds (0105).
      if (!(await hasConsent(tx, saver.userId, SAVED_ALERTS_PURPOSE))) return false;
      const token = await alertToken(tx, saver.userId);
      // Two processes sweeping at once agree on the key: one email.
      const claimed = await tx
        .update(savedPieceAlerts)
        .set({ lastSentAt: now })
        .where(
          and(
            eq(savedPieceAlerts.userId, saver.userId),
            saver.lastSentAt
              ? eq(savedPieceAlerts.lastSentAt, saver.lastSentAt)
              : isNull(savedPieceAlerts.lastSentAt),
          ),
        )
        .returning({ userId: savedPieceAlerts.userId });
      if (claimed.length === 0) return false;
      const rendered = await renderMail(
        createElement(SavedAlertsMail, {
          name: saver.name,
          drops,
          newWorks,
          savedUrl: `${options.siteUrl}${SAVED_PATH}`,
          unsubscribeUrl: savedAlertsUnsubscribeUrl(options.siteUrl, token),
          shopUrl: options.siteUrl,
        }),
      );
      await enqueueMail(tx, {
        dedupeKey: `${SAVED_ALERTS_MAIL_KIND}:${saver.userId}:${now.toISOString()}`,
        kind: SAVED_ALERTS_MAIL_KIND,
        to: saver.email,
        subject: savedMessages.mailSubject,
        ...rendered,
        headers: {
          'List-Unsubscribe': `<${oneClickUrl(options.siteUrl, token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      for (const drop of drops) {
        await tx
          .update(savedPieces)
          .set({ seenPricePaise: drop.nowPaise })
          .where(
            and(eq(savedPieces.userId, saver.userId), eq(savedPieces.productId, drop.productId)),
          );
      }
      return true;
    });
    if (queued) sent += 1;
  }
  await db.execute(
    sql`update saved_pieces s set seen_price_paise = p.discount_price_paise from products p where p.id = s.product_id and p.discount_price_paise > s.seen_price_paise`,
  );
  return sent;
}
