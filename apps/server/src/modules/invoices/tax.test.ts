import { describe, expect, it } from 'vitest';
import {
  allocateProportionally,
  creditNoteLines,
  invoiceLines,
  taxableOf,
  type InvoiceTaxInput,
} from './tax';

/**
 * One order worked by hand (rupees; prices include GST):
 *   A  stone Ganesha   ₹1,000.00 x 1 = ₹1,000.00   HSN 6802   5%
 *   B  brass lamp      ₹333.00 x 2   =   ₹666.00   HSN 7419  12%
 *   C  stone coaster   ₹499.00 x 1   =   ₹499.00   HSN 6802   5%
 *   items ₹2,165.00; welcome offer 20% ₹433.00 + coupon ₹151.00 = reductions ₹584.00; delivery ₹50.
 *   Paid: 2,165.00 - 584.00 + 50.00 = ₹1,631.00.
 *
 * Reductions in proportion to the items: 584 x 1000/2165 = 269.7459..., 584 x 666/2165 = 179.6508...,
 * 584 x 499/2165 = 134.6032...; rounded down 269.74 + 179.65 + 134.60 = 583.99, the paisa left goes
 * to the largest fraction (A): 269.75, 179.65, 134.60. Lines after reductions:
 *   A 1,000.00 - 269.75 = 730.25   B 666.00 - 179.65 = 486.35   C 499.00 - 134.60 = 364.40
 *   Delivery 50.00 at the principal (highest-rate) line's 12% under HSN 7419.
 * Taxable = gross x 100 / (100 + rate), to the paisa:
 *   A 730.25 / 1.05 = 695.476... -> 695.48, tax 34.77
 *   B 486.35 / 1.12 = 434.241... -> 434.24, tax 52.11
 *   C 364.40 / 1.05 = 347.047... -> 347.05, tax 17.35
 *   D  50.00 / 1.12 =  44.642... ->  44.64, tax  5.36
 *   Taxable 1,521.41 + tax 109.59 = 1,631.00.
 * Same state: CGST is the lower half paisa: A 17.38 + 17.39, B 26.05 + 26.06, C 8.67 + 8.68,
 *   D 2.68 + 2.68; CGST 54.78, SGST 54.81.
 */
const order = (supplyType: InvoiceTaxInput['supplyType']): InvoiceTaxInput => ({
  items: [
    { description: 'Stone Ganesha', hsn: '6802', quantity: 1, grossPaise: 100000, gstRateBp: 500 },
    { description: 'Brass lamp', hsn: '7419', quantity: 2, grossPaise: 66600, gstRateBp: 1200 },
    { description: 'Stone coaster', hsn: '6802', quantity: 1, grossPaise: 49900, gstRateBp: 500 },
  ],
  reductionsPaise: 43300 + 15100,
  deliveryPaise: 5000,
  deliveryDescription: 'Delivery charges',
  supplyType,
  fallback: { hsn: '6802', gstRateBp: 500 },
});

const pick = (lines: ReturnType<typeof invoiceLines>['lines']) =>
  lines.map((l) => [
    l.hsn,
    l.grossPaise,
    l.taxablePaise,
    l.gstRateBp,
    l.cgstPaise,
    l.sgstPaise,
    l.igstPaise,
  ]);

describe('tax split of an invoice (hand-worked above)', () => {
  it('intra-state: CGST + SGST, the reductions spread exactly, delivery at the principal rate', () => {
    const { lines, totals } = invoiceLines(order('intra'));
    expect(pick(lines)).toEqual([
      ['6802', 73025, 69548, 500, 1738, 1739, 0],
      ['7419', 48635, 43424, 1200, 2605, 2606, 0],
      ['6802', 36440, 34705, 500, 867, 868, 0],
      ['7419', 5000, 4464, 1200, 268, 268, 0],
    ]);
    expect(lines[3]).toMatchObject({
      description: 'Delivery charges',
      quantity: 1,
      delivery: true,
    });
    expect(totals).toEqual({
      taxablePaise: 152141,
      cgstPaise: 5478,
      sgstPaise: 5481,
      igstPaise: 0,
      totalPaise: 163100,
    });
  });

  it('inter-state: the whole tax as IGST, same taxable values', () => {
    const { lines, totals } = invoiceLines(order('inter'));
    expect(pick(lines)).toEqual([
      ['6802', 73025, 69548, 500, 0, 0, 3477],
      ['7419', 48635, 43424, 1200, 0, 0, 5211],
      ['6802', 36440, 34705, 500, 0, 0, 1735],
      ['7419', 5000, 4464, 1200, 0, 0, 536],
    ]);
    expect(totals).toEqual({
      taxablePaise: 152141,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 10959,
      totalPaise: 163100,
    });
  });

  it('unregistered seller: a bill of supply, no rate and no tax, taxable = what was paid', () => {
    const { lines, totals } = invoiceLines(order('none'));
    expect(pick(lines)).toEqual([
      ['6802', 73025, 73025, 0, 0, 0, 0],
      ['7419', 48635, 48635, 0, 0, 0, 0],
      ['6802', 36440, 36440, 0, 0, 0, 0],
      ['7419', 5000, 5000, 0, 0, 0, 0],
    ]);
    expect(totals).toEqual({
      taxablePaise: 163100,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 163100,
    });
  });

  it('a single 5% painting of ₹12,500 with no offers, delivery ₹50 (inter-state)', () => {
    // 12,500 / 1.05 = 11,904.7619 -> 11,904.76, IGST 595.24; delivery 50 / 1.05 = 47.619 -> 47.62, 2.38.
    const { lines, totals } = invoiceLines({
      ...order('inter'),
      items: [
        { description: 'Lotus', hsn: '9701', quantity: 1, grossPaise: 1250000, gstRateBp: 500 },
      ],
      reductionsPaise: 0,
    });
    expect(pick(lines)).toEqual([
      ['9701', 1250000, 1190476, 500, 0, 0, 59524],
      ['9701', 5000, 4762, 500, 0, 0, 238],
    ]);
    expect(totals.totalPaise).toBe(1255000);
  });

  it('an order without items puts delivery under the fallback classification', () => {
    const { lines } = invoiceLines({ ...order('intra'), items: [], reductionsPaise: 0 });
    expect(pick(lines)).toEqual([['6802', 5000, 4762, 500, 119, 119, 0]]);
  });
});

describe('allocateProportionally', () => {
  it('gives the paise left to the largest fractions, earlier first on a tie, summing exactly', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(58400, [100000, 66600, 49900])).toEqual([26975, 17965, 13460]);
    expect(allocateProportionally(0, [5, 7])).toEqual([0, 0]);
    expect(allocateProportionally(7, [0, 0])).toEqual([7, 0]);
  });

  it('stays exact past 2^53 intermediate products', () => {
    const shares = allocateProportionally(2_000_000_000, [1_999_999_999, 1, 7]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(2_000_000_000);
    expect(shares).toEqual([1_999_999_992, 1, 7]);
  });
});

describe('taxableOf', () => {
  it('rounds half up to the paisa', () => {
    // 0.21 / 1.05 = 0.20 exactly; 1.05 / 1.05 = 1.00; 0.01 / 1.28 = 0.0078 -> 0.01.
    expect(taxableOf(21, 500)).toBe(20);
    expect(taxableOf(105, 500)).toBe(100);
    expect(taxableOf(1, 2800)).toBe(1);
    // 0.25% on ₹100: 100 / 1.0025 = 99.7506 -> 99.75.
    expect(taxableOf(10000, 25)).toBe(9975);
  });
});

describe('credit notes scale the invoice', () => {
  const invoice = invoiceLines(order('intra'));

  it('a partial refund of ₹500 (hand-worked)', () => {
    // 500 over what is left (the whole 1,631.00) in proportion: A 223.8657, B 149.0956, C 111.7106,
    // D 15.3280; rounded down 499.98, the 2 paise go to D (.80) and A (.57): 223.87, 149.09,
    // 111.71, 15.33. Taxable in each line's own ratio: A 223.87 x 695.48/730.25 = 213.21,
    // B 149.09 x 434.24/486.35 = 133.12, C 111.71 x 347.05/364.40 = 106.39, D 15.33 x 44.64/50 =
    // 13.69; taxes 10.66, 15.97, 5.32, 1.64 split 5.33+5.33, 7.98+7.99, 2.66+2.66, 0.82+0.82.
    const note = creditNoteLines(invoice.lines, [0, 0, 0, 0], 50000, 'intra');
    expect(pick(note.lines)).toEqual([
      ['6802', 22387, 21321, 500, 533, 533, 0],
      ['7419', 14909, 13312, 1200, 798, 799, 0],
      ['6802', 11171, 10639, 500, 266, 266, 0],
      ['7419', 1533, 1369, 1200, 82, 82, 0],
    ]);
    expect(note.totals).toEqual({
      taxablePaise: 46641,
      cgstPaise: 1679,
      sgstPaise: 1680,
      igstPaise: 0,
      totalPaise: 50000,
    });
    // Value only: no quantity comes back with part of a line.
    expect(note.lines.map((l) => l.quantity)).toEqual([0, 0, 0, 0]);
  });

  it('a full refund reverses the invoice exactly', () => {
    const note = creditNoteLines(invoice.lines, [0, 0, 0, 0], 163100, 'intra');
    expect(note.lines).toEqual(invoice.lines);
    expect(note.totals).toEqual(invoice.totals);
  });

  it('refunds that add up to the whole reverse it exactly too, and never go negative', () => {
    let credited = [0, 0, 0, 0];
    const sum = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
    for (const amount of [50000, 1, 33333, 79766]) {
      const note = creditNoteLines(invoice.lines, credited, amount, 'intra');
      for (const line of note.lines) {
        for (const value of [line.grossPaise, line.taxablePaise, line.cgstPaise, line.sgstPaise]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }
      expect(note.totals.totalPaise).toBe(amount);
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += note.totals[key];
      credited = credited.map((c, i) => c + (note.lines[i]?.grossPaise ?? 0));
    }
    expect(credited).toEqual(invoice.lines.map((l) => l.grossPaise));
    expect(sum).toEqual(invoice.totals);
  });

  it('keeps IGST for an inter-state invoice and refuses more than is left', () => {
    const inter = invoiceLines(order('inter'));
    const note = creditNoteLines(inter.lines, [0, 0, 0, 0], 50000, 'inter');
    expect(note.totals).toEqual({
      taxablePaise: 46641,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3359,
      totalPaise: 50000,
    });
    expect(() => creditNoteLines(inter.lines, [73025, 0, 0, 0], 90076, 'inter')).toThrow(
      RangeError,
    );
  });
});
