import { describe, expect, it } from 'vitest';
import { gstClassification, gstBpToPercent, gstPercentToBp, GST_RATES_PERCENT } from './gst-rates';
import {
  gstinMatchesState,
  invoiceSettingsMessages,
  invoiceSettingsSchema,
} from './invoice-document';

describe('GST classification', () => {
  it("falls back to the type's default: paintings 9701, stone art 6802, both 5%", () => {
    expect(gstClassification('painting', { hsnCode: null, gstRateBp: null })).toEqual({
      hsnCode: '9701',
      gstRateBp: 500,
    });
    expect(gstClassification('stoneArt', { hsnCode: '68029100', gstRateBp: null })).toEqual({
      hsnCode: '68029100',
      gstRateBp: 500,
    });
    expect(gstClassification('stoneArt', { hsnCode: null, gstRateBp: 0 }).gstRateBp).toBe(0);
  });

  it('converts every slab between percent and basis points exactly', () => {
    for (const percent of GST_RATES_PERCENT) {
      expect(gstBpToPercent(gstPercentToBp(percent))).toBe(percent);
    }
    expect(gstPercentToBp(0.25)).toBe(25);
  });
});

describe('invoice settings', () => {
  it("keeps the state's name and the GSTIN in capitals; blank GSTIN is none", () => {
    expect(
      invoiceSettingsSchema.parse({
        legalName: ' Shilpa ',
        address: 'Mysuru',
        state: 'tamilnadu',
        gstin: '33abcde1234f1z5',
      }),
    ).toEqual({
      legalName: 'Shilpa',
      address: 'Mysuru',
      state: 'Tamil Nadu',
      gstin: '33ABCDE1234F1Z5',
    });
    expect(
      invoiceSettingsSchema.parse({ legalName: 'S', address: 'A', state: 'DL', gstin: ' ' }).gstin,
    ).toBeNull();
  });

  it("refuses a GSTIN of another state's code", () => {
    const result = invoiceSettingsSchema.safeParse({
      legalName: 'S',
      address: 'A',
      state: 'Goa',
      gstin: '29ABCDE1234F1Z5',
    });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['gstin'], invoiceSettingsMessages.gstinStateMismatch],
    ]);
    expect(gstinMatchesState('30ABCDE1234F1Z5', 'Goa')).toBe(true);
  });
});
