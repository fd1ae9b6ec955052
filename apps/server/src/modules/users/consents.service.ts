import {
  consentPurposeValues,
  PRIVACY_NOTICE_VERSION,
  type Consent,
  type ConsentPurpose,
  type ConsentSource,
} from '@artshop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents, users } from '../../db/schema';
import { logPrivacyEvent } from './privacy-log';

export interface ConsentWord {
  userId: string;
  purpose: ConsentPurpose;
  granted: boolean;
  source: ConsentSource;
  now?: Date;
}

/**
 * Records a person's latest word on one purpose (decision 0105): granted or withdrawn, when, from
 * where and under which version of the notice; the change is logged too. The same word again
 * changes nothing (and logs nothing): the time of consent stays the first one.
 */
export async function recordConsent(
  tx: Db,
  { userId, purpose, granted, source, now = new Date() }: ConsentWord,
): Promise<void> {
  const [current] = await tx
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose)))
    .limit(1);
  if (current?.granted === granted) return;
  const row = {
    granted,
    source,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    changedAt: now,
  };
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
