import type { InvoiceLine, InvoiceTotals, SupplyType } from '@artshop/shared';

/**
 * The GST arithmetic of invoices and credit notes (docs/decisions/0048-gst-invoices.md).
 * Pure and in integer paise: prices are tax-inclusive, so tax is taken out of each line's gross,
 * never added on top, and every total adds up to what the buyer paid to the paisa.
 */

/** One ordered item before the order's own reductions: discount price x quantity. */
export interface TaxItem {
  description: string;
  hsn: string;
  quantity: number;
  grossPaise: number;
  gstRateBp: number;
}

export interface InvoiceTaxInput {
  items: readonly TaxItem[];
  /** The order-level reductions (welcome offer + coupon), spread over the items. */
  reductionsPaise: number;
  deliveryPaise: number;
  deliveryDescription: string;
  supplyType: SupplyType;
  /** The delivery line's classification when the order has no items to take it from. */
  fallback: { hsn: string; gstRateBp: number };
}

/** n / d rounded half up, for non-negative integers (BigInt: n may pass 2^53). */
function divideRounded(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/**
 * `amount` split in proportion to `weights` (largest remainder: each share rounded down, the paise
 * left go one each to the largest fractions, earlier lines first on a tie), so the shares add up
 * to `amount` exactly. All weights 0: everything goes to the first. A negative amount is split
 * as its opposite, negated.
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (amount < 0) return allocateProportionally(-amount, weights).map((share) => -share || 0);
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const a = BigInt(amount);
  const w = BigInt(total);
  const shares = weights.map((weight) => (a * BigInt(weight)) / w);
  const remainders = weights.map((weight, index) => ({ index, rest: (a * BigInt(weight)) % w }));
  let left = amount - shares.reduce((sum, share) => sum + Number(share), 0);
  remainders.sort((x, y) => (x.rest === y.rest ? x.index - y.index : x.rest > y.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1;
  }
  return shares.map(Number);
}

/** The value before tax of a tax-inclusive amount: gross x 10000 / (10000 + rate), to the paisa. */
export function taxableOf(grossPaise: number, rateBp: number): number {
  return Number(divideRounded(BigInt(grossPaise) * 10000n, BigInt(10000 + rateBp)));
}

/** A tax amount as the supply type splits it: CGST gets the lower half paisa, SGST the rest. */
export function splitTax(
  taxPaise: number,
  supplyType: SupplyType,
): Pick<InvoiceLine, 'cgstPaise' | 'sgstPaise' | 'igstPaise'> {
  if (supplyType === 'intra') {
    const cgstPaise = Math.floor(taxPaise / 2);
    return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
  }
  if (supplyType === 'inter') return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  return { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
}

/** One invoice line from its tax-inclusive gross; a bill of supply ('none') carries no tax. */
export function taxLine(
  line: Omit<TaxItem, 'gstRateBp'> & { gstRateBp: number; delivery?: boolean },
  supplyType: SupplyType,
): InvoiceLine {
  const gstRateBp = supplyType === 'none' ? 0 : line.gstRateBp;
  const taxablePaise = taxableOf(line.grossPaise, gstRateBp);
  return {
    description: line.description,
    hsn: line.hsn,
    quantity: line.quantity,
    grossPaise: line.grossPaise,
    taxablePaise,
    gstRateBp,
    ...splitTax(line.grossPaise - taxablePaise, supplyType),
    ...(line.delivery ? { delivery: true } : {}),
  };
}

export function sumLines(lines: readonly InvoiceLine[]): InvoiceTotals {
  const totals: InvoiceTotals = {
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: 0,
  };
  for (const line of lines) {
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
    totals.totalPaise += line.grossPaise;
  }
  return totals;
}

/**
 * An order's invoice lines: the items with their share of the reductions taken off, then the
 * delivery charge as its own line, taxed with the principal supply (the highest-rate item, the
 * first on a tie) under that item's HSN: delivery is part of a composite supply of goods.
 */
export function invoiceLines(input: InvoiceTaxInput): {
  lines: InvoiceLine[];
  totals: InvoiceTotals;
} {
  const cuts = allocateProportionally(
    input.reductionsPaise,
    input.items.map((item) => item.grossPaise),
  );
  const lines = input.items.map((item, index) =>
    taxLine({ ...item, grossPaise: item.grossPaise - (cuts[index] ?? 0) }, input.supplyType),
  );
  if (input.deliveryPaise > 0) {
    const principal = input.items.reduce<TaxItem | undefined>(
      (best, item) => (!best || item.gstRateBp > best.gstRateBp ? item : best),
      undefined,
    );
    lines.push(
      taxLine(
        {
          description: input.deliveryDescription,
          hsn: principal?.hsn ?? input.fallback.hsn,
          quantity: 1,
          grossPaise: input.deliveryPaise,
          gstRateBp: principal?.gstRateBp ?? input.fallback.gstRateBp,
          delivery: true,
        },
        input.supplyType,
      ),
    );
  }
  return { lines, totals: sumLines(lines) };
}

/**
 * How much of a line's taxable value and tax belongs to `creditedPaise` of its gross: the line's
 * own ratio, so crediting the whole gross gives back exactly the invoice's figures. Every figure
 * rises (or stays) as the credited amount rises, so differences between two points are never
 * negative.
 */
function creditedPart(line: InvoiceLine, creditedPaise: number, supplyType: SupplyType) {
  const taxablePaise =
    line.grossPaise === 0
      ? 0
      : Number(
          divideRounded(BigInt(creditedPaise) * BigInt(line.taxablePaise), BigInt(line.grossPaise)),
        );
  return { taxablePaise, ...splitTax(creditedPaise - taxablePaise, supplyType) };
}

/**
 * A credit note's lines (aligned with the invoice's: same index, 0 where nothing is credited): the
 * amount spread over what each line has left to credit, in proportion, and each line's tax the
 * difference of its credited part after and before this note. Credit notes that together credit
 * the whole invoice reverse it exactly, whatever the amounts. Throws a RangeError when `amount`
 * is more than what is left.
 */
export function creditNoteLines(
  invoiceLinesIssued: readonly InvoiceLine[],
  creditedBefore: readonly number[],
  amountPaise: number,
  supplyType: SupplyType,
): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const remaining = invoiceLinesIssued.map((line, i) => line.grossPaise - (creditedBefore[i] ?? 0));
  const left = remaining.reduce((sum, value) => sum + value, 0);
  if (amountPaise <= 0 || amountPaise > left) {
    throw new RangeError(`credit of ${amountPaise} paise with ${left} paise left to credit`);
  }
  const shares = allocateProportionally(amountPaise, remaining);
  const lines = invoiceLinesIssued.map((line, i): InvoiceLine => {
    const before = creditedBefore[i] ?? 0;
    const share = shares[i] ?? 0;
    const from = creditedPart(line, before, supplyType);
    const to = creditedPart(line, before + share, supplyType);
    // A refund moves money, not goods: the quantity is credited only with the last of its value.
    const completes = share > 0 && before + share === line.grossPaise;
    return {
      description: line.description,
      hsn: line.hsn,
      quantity: completes ? line.quantity : 0,
      grossPaise: share,
      taxablePaise: to.taxablePaise - from.taxablePaise,
      gstRateBp: line.gstRateBp,
      cgstPaise: to.cgstPaise - from.cgstPaise,
      sgstPaise: to.sgstPaise - from.sgstPaise,
      igstPaise: to.igstPaise - from.igstPaise,
      ...(line.delivery ? { delivery: true } : {}),
    };
  });
  return { lines, totals: sumLines(lines) };
}
