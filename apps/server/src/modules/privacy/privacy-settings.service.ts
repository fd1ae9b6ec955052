import {
  PRIVACY_NOTICE_VERSION,
  type GrievanceOfficerInput,
  type PrivacyEvent,
  type PrivacyNotice,
} from '@artshop/shared';
import { desc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { privacyEvents, privacySettings } from '../../db/schema';

/** The notice's grievance officer: the back-office's, else the configuration's (config.privacy). */
export async function privacyNotice(
  db: Db,
  config: Pick<Config, 'privacy'>,
): Promise<PrivacyNotice> {
  const [saved] = await db.select().from(privacySettings).where(eq(privacySettings.id, 1)).limit(1);
  return {
    version: PRIVACY_NOTICE_VERSION,
    grievanceName: saved?.grievanceName ?? config.privacy.grievanceName,
    grievanceEmail: saved?.grievanceEmail ?? config.privacy.grievanceEmail,
  };
}

/** `PUT /api/admin/privacy/grievance-officer`: the one row, inserted or replaced. */
export async function saveGrievanceOfficer(
  db: Db,
  input: GrievanceOfficerInput,
  now = new Date(),
): Promise<void> {
  const row = { ...input, updatedAt: now };
  await db
    .insert(privacySettings)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: privacySettings.id, set: row });
}

/** The privacy log's latest lines, newest first: a screenful, as the other back-office logs. */
export const PRIVACY_LOG_LIMIT = 200;

export async function listPrivacyEvents(db: Db): Promise<PrivacyEvent[]> {
  const rows = await db
    .select()
    .from(privacyEvents)
    .orderBy(desc(privacyEvents.createdAt), desc(privacyEvents.id))
    .limit(PRIVACY_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    userId: row.userId,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
}
