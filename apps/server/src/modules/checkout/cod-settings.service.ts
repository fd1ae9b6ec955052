import { toRupees, type CodSettings } from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { codSettings } from '../../db/schema';

/** Cash on delivery's limits in paise: the largest order and the fee (decision 0099). */
export interface CodLimits {
  maxPaise: number;
  feePaise: number;
}

/** The back-office's COD settings, else the configuration's (COD_MAX_RUPEES, COD_FEE_RUPEES). */
export async function loadCodLimits(db: Db, defaults: CodLimits): Promise<CodLimits> {
  const [row] = await db.select().from(codSettings).where(eq(codSettings.id, 1));
  return row ? { maxPaise: row.maxPaise, feePaise: row.feePaise } : defaults;
}

const asRupees = (limits: CodLimits): CodSettings => ({
  maxRupees: toRupees(limits.maxPaise),
  feeRupees: toRupees(limits.feePaise),
});

/** `GET /api/admin/cod-settings`. */
export async function getCodSettings(db: Db, defaults: CodLimits): Promise<CodSettings> {
  return asRupees(await loadCodLimits(db, defaults));
}

/** `PUT /api/admin/cod-settings`: every checkout from now on reads them (never cached). */
export async function saveCodSettings(db: Db, input: CodSettings): Promise<CodSettings> {
  const values = { maxPaise: input.maxRupees * 100, feePaise: input.feeRupees * 100 };
  await db
    .insert(codSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: codSettings.id, set: { ...values, updatedAt: sql`now()` } });
  return asRupees(values);
}
