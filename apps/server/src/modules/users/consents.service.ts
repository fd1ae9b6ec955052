import {
  consentPurposeValues,
  nationalMobileOf,
  PRIVACY_NOTICE_VERSION,
  type Consent,
  type ConsentPurpose,
  type ConsentSource,
} from '@artshop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents, users } from '../../db/schema';
import { withdrawQueuedMail } from '../mail/outbox.service';
import { withdrawQueuedWhatsapp } from '../whatsapp/whatsapp-outbox.service';
import { logPrivacyEvent } from './privacy-log';

export interface ConsentWord {
  userId: string;
  purpose: ConsentPurpose;
  granted: boolean;
  source: ConsentSource;
  now?: Date;
  /**
   * WhatsApp updates: the number the consent is given for, international form ('91' and the ten
   * digits; decision 0116). Kept as it was when absent.
   */
  phone?: string;
}

/**
 * Records a person's latest word on one purpose (decision 0105): granted or withdrawn, when, from
 * where and under which version of the notice; the change is logged too. The same word again
 * changes nothing (and logs nothing): the time of consent stays the first one.
 */
export async function recordConsent(
  tx: Db,
  { userId, purpose, granted, source, now = new Date(), phone }: ConsentWord,
): Promise<void> {
  const [current] = await tx
    .select({ granted: consents.granted, phone: consents.phone })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose)))
    .limit(1);
  const samePhone = phone === undefined || current?.phone === phone;
  if (current?.granted === granted && samePhone) return;
  const row = {
    granted,
    source,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    changedAt: now,
    ...(phone !== undefined ? { phone } : {}),
  };
  // Withdrawn: nothing queued for WhatsApp goes out either (decision 0105).
  if (purpose === 'whatsapp' && !granted) await withdrawQueuedWhatsapp(tx, userId);
  // 'Offers by email' withdrawn: a saved pieces' alert still queued goes too (decision 0122).
  if (purpose === 'marketing_email' && !granted) {
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (account) await withdrawQueuedMail(tx, account.email, ['saved-alerts']);
  }
  await tx
    .insert(consents)
    .values({ userId, purpose, ...row })
    .onConflictDoUpdate({ target: [consents.userId, consents.purpose], set: row });
  await logPrivacyEvent(
    tx,
    'consent',
    userId,
    { purpose, granted, source, noticeVersion: PRIVACY_NOTICE_VERSION },
    now,
  );
}

/**
 * A STOP sent from `whatsappNumber` to the shop's WhatsApp number (docs/whatsapp.md): every account
 * whose WhatsApp consent was given for that number withdraws it, at once, and its queued messages
 * go. Answers how many accounts.
 */
export async function withdrawWhatsappByNumber(
  db: Db,
  whatsappNumber: string,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const holders = await tx
      .select({ userId: consents.userId })
      .from(consents)
      .where(
        and(
          eq(consents.purpose, 'whatsapp'),
          eq(consents.granted, true),
          eq(consents.phone, whatsappNumber),
        ),
      );
    for (const { userId } of holders) {
      await recordConsent(tx, {
        userId,
        purpose: 'whatsapp',
        granted: false,
        source: 'whatsapp-stop',
        now,
      });
    }
    return holders.length;
  });
}

/**
 * Every purpose's consent of the account; a purpose never answered is not granted. The newsletter's
 * answer is the list's own (`users.is_subscribed`, kept by the newsletter module): an address
 * confirmed from the mailbox before the account existed is on the list without a switch's record.
 */
export async function listConsents(db: Db, userId: string): Promise<Consent[]> {
  const [rows, [account]] = await Promise.all([
    db.select().from(consents).where(eq(consents.userId, userId)),
    db.select({ isSubscribed: users.isSubscribed }).from(users).where(eq(users.id, userId)),
  ]);
  return consentPurposeValues.map((purpose) => {
    const row = rows.find((r) => r.purpose === purpose);
    const granted =
      purpose === 'newsletter' ? (account?.isSubscribed ?? false) : (row?.granted ?? false);
    return {
      purpose,
      granted,
      changedAt: row?.changedAt.toISOString() ?? null,
      source: row?.source ?? null,
      noticeVersion: row?.noticeVersion ?? null,
      ...(purpose === 'whatsapp' ? { phone: row?.phone ? nationalMobileOf(row.phone) : null } : {}),
    };
  });
}

/**
 * Whether the account may be sent messages of `purpose` now: the check every channel makes at the
 * moment it sends (WhatsApp updates and offers by email among them), so a withdrawal holds at once.
 */
export async function hasConsent(
  db: Db,
  userId: string,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const [row] = await db
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose)))
    .limit(1);
  return row?.granted ?? false;
}
