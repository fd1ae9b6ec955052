import {
  findIndianState,
  type InvoiceDocument,
  type InvoiceParty,
  type SupplyType,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { invoiceSettings, type OrderRow } from '../../db/schema';

/** The seller as settings hold it: the saved row, else the SELLER_* environment (config.invoice). */
export type SellerSettings = Config['invoice'];

/** The saved seller, or the environment's with `saved: false`. */
export async function loadSellerSettings(
  db: Db,
  fallback: SellerSettings,
): Promise<{ settings: SellerSettings; saved: boolean }> {
  const [row] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.id, 1));
  if (!row) return { settings: fallback, saved: false };
  return {
    settings: {
      legalName: row.legalName,
      address: row.address,
      state: row.state,
      gstin: row.gstin,
    },
    saved: true,
  };
}

export function sellerParty(settings: SellerSettings): InvoiceParty {
  const state = findIndianState(settings.state);
  return {
    name: settings.legalName,
    address: settings.address,
    state: state?.name ?? null,
    stateCode: state?.code ?? null,
    gstin: settings.gstin,
  };
}

/**
 * The state of a delivery address as checkout joins it (`street, city, state, zip, country`,
 * `joinDeliveryAddress`): the third part from the end, since a street may hold commas itself.
 * `text` is that part as typed; `state` is null when it names no state we know.
 */
export function deliveryState(address: string) {
  const parts = address.split(',').map((part) => part.trim());
  const text = parts.length >= 3 ? (parts[parts.length - 3] ?? '') : '';
  return { text: text || null, state: findIndianState(text) };
}

/**
 * The buyer and the place of supply (where the goods are delivered). A state we do not know is
 * printed as typed, without a code, and the sale is inter-state (decision 0048).
 */
export function buyerParty(
  order: Pick<OrderRow, 'name' | 'address' | 'email' | 'phone'> &
    Partial<Pick<OrderRow, 'addressState'>>,
): {
  buyer: InvoiceParty;
  placeOfSupply: InvoiceDocument['placeOfSupply'];
} {
  // The state as the checkout sent it (decision 0058), else read back from the joined address.
  const { text, state } = order.addressState
    ? { text: order.addressState, state: findIndianState(order.addressState) }
    : deliveryState(order.address);
  return {
    buyer: {
      name: order.name,
      address: order.address,
      state: state?.name ?? null,
      stateCode: state?.code ?? null,
      gstin: null,
      email: order.email,
      phone: order.phone,
    },
    placeOfSupply: { state: state?.name ?? text, stateCode: state?.code ?? null },
  };
}

/** No GSTIN: a bill of supply. Same state code: CGST + SGST. Anything else: IGST. */
export function supplyTypeOf(seller: InvoiceParty, placeOfSupplyCode: string | null): SupplyType {
  if (!seller.gstin) return 'none';
  return placeOfSupplyCode !== null && placeOfSupplyCode === seller.stateCode ? 'intra' : 'inter';
}
