import type { PrivacyEventKind } from '@artshop/shared';
import type { Db } from '../../db/client';
import { privacyEvents } from '../../db/schema';

/**
 * One line of the back-office's privacy log (decision 0106): an export, an erasure or a consent
 * change, naming the account by id only. Written in the transaction of what it records.
 */
export async function logPrivacyEvent(
  tx: Db,
  kind: PrivacyEventKind,
  userId: string,
  detail: Record<string, unknown> = {},
  now = new Date(),
): Promise<void> {
  await tx.insert(privacyEvents).values({ kind, userId, detail, createdAt: now });
}
