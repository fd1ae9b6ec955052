import type { InvoiceSettings, InvoiceSettingsResponse } from '@artshop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceSettings } from '../../db/schema';
import { loadSellerSettings, type SellerSettings } from './parties';

const toResponse = (settings: SellerSettings, saved: boolean): InvoiceSettingsResponse => ({
  settings: {
    legalName: settings.legalName,
    address: settings.address,
    state: settings.state ?? '',
    gstin: settings.gstin,
  },
  saved,
});

/** `GET /api/admin/invoice-settings`: the saved seller, else the environment's (`saved: false`). */
export async function getInvoiceSettings(
  db: Db,
  fallback: SellerSettings,
): Promise<InvoiceSettingsResponse> {
  const { settings, saved } = await loadSellerSettings(db, fallback);
  return toResponse(settings, saved);
}

/**
 * `PUT /api/admin/invoice-settings`: replaces the seller of invoices issued from now on; invoices
 * already issued keep the seller they were issued with (their document is fixed).
 */
export async function saveInvoiceSettings(
  db: Db,
  input: InvoiceSettings,
): Promise<InvoiceSettingsResponse> {
  const values = {
    legalName: input.legalName,
    address: input.address,
    state: input.state,
    gstin: input.gstin,
  };
  await db
    .insert(invoiceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: { ...values, updatedAt: sql`now()` } });
  return toResponse(values, true);
}
