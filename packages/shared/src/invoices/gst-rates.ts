import type { ProductType } from '../catalog/product.schema';

/**
 * GST classification of what the shop sells (docs/decisions/0048-gst-invoices.md).
 * Rates in basis points inside (500 = 5%), percent in forms and the API.
 */

/**
 * The GST slabs a product may carry, in percent (CGST Rate Notification 1/2017 schedules as
 * rationalised in September 2025, plus 0.25% for rough stones and 3% for jewellery and metals).
 */
export const GST_RATES_PERCENT = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

/** HSN codes on invoices: 4, 6 or 8 digits. */
export const HSN_CODE_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/**
 * What a product without its own HSN code or rate is invoiced as: paintings drawn by hand are HSN
 * 9701, carved stone articles 6802; both 5% since the September 2025 rationalisation.
 */
export const GST_DEFAULTS: Readonly<Record<ProductType, { hsnCode: string; gstRateBp: number }>> = {
  painting: { hsnCode: '9701', gstRateBp: 500 },
  stoneArt: { hsnCode: '6802', gstRateBp: 500 },
};

/** Percent (5, 0.25) to basis points (500, 25). */
export const gstPercentToBp = (percent: number): number => Math.round(percent * 100);

/** Basis points (500) to percent (5). */
export const gstBpToPercent = (bp: number): number => bp / 100;

/** A product's or an order line's classification, its type's default where it has none. */
export function gstClassification(
  type: ProductType,
  stored: { hsnCode: string | null; gstRateBp: number | null },
): { hsnCode: string; gstRateBp: number } {
  return {
    hsnCode: stored.hsnCode ?? GST_DEFAULTS[type].hsnCode,
    gstRateBp: stored.gstRateBp ?? GST_DEFAULTS[type].gstRateBp,
  };
}
