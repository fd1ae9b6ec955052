import {
  DEFAULT_SHIPPING_SETTINGS,
  type ShippingSettings,
  type ShippingSettingsResponse,
} from '@artshop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shippingSettings } from '../../db/schema';

/** The shop's delivery settings (one row; migration 0017 makes it, the defaults stand in). */
export async function loadShippingSettings(db: Db): Promise<ShippingSettings> {
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.id, 1));
  if (!row) return { ...DEFAULT_SHIPPING_SETTINGS, blockedPinPrefixes: [] };
  return {
    minDays: row.minDays,
    maxDays: row.maxDays,
    codAvailable: row.codAvailable,
    blockedPinPrefixes: row.blockedPinPrefixes,
  };
}

/** `GET /api/admin/shipping-settings`. */
export async function getShippingSettings(
  db: Db,
  shiprocketConfigured: boolean,
): Promise<ShippingSettingsResponse> {
  return { settings: await loadShippingSettings(db), shiprocket: shiprocketConfigured };
}

/**
 * `PUT /api/admin/shipping-settings`: every estimate from now on reads them (the settings are not
 * cached, so every server process answers with them at once; decision 0092).
 */
export async function saveShippingSettings(
  db: Db,
  input: ShippingSettings,
  shiprocketConfigured: boolean,
): Promise<ShippingSettingsResponse> {
  const values = {
    minDays: input.minDays,
    maxDays: input.maxDays,
    codAvailable: input.codAvailable,
    blockedPinPrefixes: input.blockedPinPrefixes,
  };
  await db
    .insert(shippingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: shippingSettings.id,
      set: { ...values, updatedAt: sql`now()` },
    });
  return { settings: values, shiprocket: shiprocketConfigured };
}
