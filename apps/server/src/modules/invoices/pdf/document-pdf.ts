import {
  formatINR,
  gstBpToPercent,
  invoiceLabels as L,
  toRupees,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceTotals,
  type SupplyType,
} from '@artshop/shared';
import type { Pdf } from './pdf-buffer';

/** What an invoice and a credit note both print; each fills it from its own document. */
export interface DocumentView {
  title: string;
  /** A line under the title (a bill of supply says why it has no tax). */
  note?: string;
  /** Label and value pairs at the top right: number, date, order, the invoice a note refers to. */
  facts: readonly (readonly [string, string])[];
  seller: InvoiceParty;
  buyer: InvoiceParty;
  placeOfSupply: InvoiceDocument['placeOfSupply'];
  supplyType: SupplyType;
  lines: readonly InvoiceLine[];
  totals: InvoiceTotals;
  totalLabel: string;
  /** Printed below the totals, e.g. a credit note's reason. */
  remarks?: readonly (readonly [string, string])[];
}

const money = (paise: number) => formatINR(toRupees(paise), 2);
const percent = (bp: number) => `${gstBpToPercent(bp)}%`;
const withCode = (state: string | null, code: string | null) =>
  state ? (code ? `${state} (${L.stateCode} ${code})` : state) : L.unknownState;

interface Column {
  label: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine) => string;
}

const description: Omit<Column, 'width'> = {
  label: L.description,
  align: 'left',
  cell: (l) => l.description,
};
const hsn: Omit<Column, 'width'> = { label: L.hsn, align: 'left', cell: (l) => l.hsn };
const quantity: Omit<Column, 'width'> = {
  label: L.quantity,
  align: 'right',
  cell: (l) => String(l.quantity),
};
const taxable: Omit<Column, 'width'> = {
  label: L.taxableValue,
  align: 'right',
  cell: (l) => money(l.taxablePaise),
};
const rate: Omit<Column, 'width'> = {
  label: L.rate,
  align: 'right',
  cell: (l) => percent(l.gstRateBp),
};
const amount = (label: string, pick: (l: InvoiceLine) => number): Omit<Column, 'width'> => ({
  label,
  align: 'right',
  cell: (l) => money(pick(l)),
});

/** The table's columns (widths add up to A4 less the margins, 515 pt) for each kind of supply. */
function columnsFor(supplyType: SupplyType): Column[] {
  const sized = (widths: number[], cols: Omit<Column, 'width'>[]) =>
    cols.map((col, i) => ({ ...col, width: widths[i] ?? 0 }));
  if (supplyType === 'intra') {
    return sized(
      [135, 40, 25, 70, 35, 60, 60, 90],
      [
        description,
        hsn,
        quantity,
        taxable,
        rate,
        amount(L.cgst, (l) => l.cgstPaise),
        amount(L.sgst, (l) => l.sgstPaise),
        amount(L.total, (l) => l.grossPaise),
      ],
    );
  }
  if (supplyType === 'inter') {
    return sized(
      [170, 45, 30, 80, 40, 70, 80],
      [
        description,
        hsn,
        quantity,
        taxable,
        rate,
        amount(L.igst, (l) => l.igstPaise),
        amount(L.total, (l) => l.grossPaise),
      ],
    );
  }
  return sized(
    [300, 50, 35, 130],
    [description, hsn, quantity, amount(L.amount, (l) => l.grossPaise)],
  );
}

/** Draws the document from the top of the current page; adds pages as the lines need. */
export function drawDocument(pdf: Pdf, view: DocumentView): void {
  const { margins } = pdf.page;
  const left = margins.left;
  const width = pdf.page.width - margins.left - margins.right;
  const bottom = () => pdf.page.height - margins.bottom;
  let y = margins.top;

  // Title on the left, the document's facts on the right.
  pdf
    .font('bold')
    .fontSize(18)
    .text(view.title, left, y, { width: width / 2 });
  let leftY = pdf.y;
  if (view.note) {
    pdf
      .font('regular')
      .fontSize(8)
      .text(view.note, left, leftY + 2, { width: width / 2 });
    leftY = pdf.y;
  }
  // Facts in two columns at the right edge: bold labels, then values.
  let rightY = y;
  const valueWidth = 150;
  const labelWidth = 110;
  const valueX = left + width - valueWidth;
  for (const [label, value] of view.facts) {
    pdf
      .font('bold')
      .fontSize(9)
      .text(label, valueX - labelWidth, rightY, {
        width: labelWidth - 6,
        align: 'right',
      });
    const labelEnd = pdf.y;
    pdf.font('regular').text(value, valueX, rightY, { width: valueWidth, align: 'right' });
    rightY = Math.max(labelEnd, pdf.y) + 1;
  }
  y = Math.max(leftY, rightY) + 14;

  // Seller and buyer side by side.
  const gap = 20;
  const partyWidth = (width - gap) / 2;
  const party = (heading: string, who: InvoiceParty, x: number, extra: string[]) => {
    pdf.font('bold').fontSize(8).fillColor('#555555').text(heading.toUpperCase(), x, y, {
      width: partyWidth,
    });
    pdf.fillColor('black').fontSize(10).text(who.name, { width: partyWidth });
    pdf.font('regular').fontSize(9);
    if (who.address) pdf.text(who.address, { width: partyWidth });
    for (const line of extra) pdf.text(line, { width: partyWidth });
    return pdf.y;
  };
  const sellerEnd = party(L.seller, view.seller, left, [
    `${L.state}: ${withCode(view.seller.state, view.seller.stateCode)}`,
    `${L.gstin}: ${view.seller.gstin ?? L.unregistered}`,
  ]);
  const buyerEnd = party(L.buyer, view.buyer, left + partyWidth + gap, [
    `${L.state}: ${withCode(view.buyer.state, view.buyer.stateCode)}`,
    ...(view.buyer.phone ? [`${L.phone}: ${view.buyer.phone}`] : []),
    ...(view.buyer.email ? [`${L.email}: ${view.buyer.email}`] : []),
  ]);
  y = Math.max(sellerEnd, buyerEnd) + 8;
  pdf
    .font('bold')
    .fontSize(9)
    .text(`${L.placeOfSupply}: `, left, y, { continued: true })
    .font('regular')
    .text(withCode(view.placeOfSupply.state, view.placeOfSupply.stateCode));
  y = pdf.y + 10;

  // The lines.
  const columns = columnsFor(view.supplyType);
  const padding = 3;
  const drawRow = (cells: string[], font: 'regular' | 'bold', shade: boolean) => {
    pdf.font(font).fontSize(8);
    const height =
      Math.max(
        ...columns.map((col, i) =>
          pdf.heightOfString(cells[i] ?? '', { width: col.width - 2 * padding }),
        ),
      ) +
      2 * padding;
    if (y + height > bottom()) {
      pdf.addPage();
      y = margins.top;
      if (!shade)
        drawRow(
          columns.map((col) => col.label),
          'bold',
          true,
        );
      pdf.font(font).fontSize(8);
    }
    if (shade) pdf.rect(left, y, width, height).fill('#eeeeee').fillColor('black');
    let x = left;
    columns.forEach((col, i) => {
      pdf.text(cells[i] ?? '', x + padding, y + padding, {
        width: col.width - 2 * padding,
        align: col.align,
      });
      x += col.width;
    });
    y += height;
    pdf
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
  };
  drawRow(
    columns.map((col) => col.label),
    'bold',
    true,
  );
  for (const line of view.lines) {
    drawRow(
      columns.map((col) => col.cell(line)),
      'regular',
      false,
    );
  }

  // Totals, right-aligned under the table.
  const totals: [string, string][] = [];
  if (view.supplyType !== 'none') {
    totals.push([L.totalTaxable, money(view.totals.taxablePaise)]);
    if (view.supplyType === 'intra') {
      totals.push([L.cgst, money(view.totals.cgstPaise)], [L.sgst, money(view.totals.sgstPaise)]);
    } else {
      totals.push([L.igst, money(view.totals.igstPaise)]);
    }
  }
  totals.push([view.totalLabel, money(view.totals.totalPaise)]);
  y += 8;
  const totalsLabelWidth = 170;
  const totalsValueWidth = 100;
  const totalsX = left + width - totalsLabelWidth - totalsValueWidth;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    if (y + 16 > bottom()) {
      pdf.addPage();
      y = margins.top;
    }
    pdf.font(last ? 'bold' : 'regular').fontSize(last ? 10 : 9);
    pdf.text(label, totalsX, y, { width: totalsLabelWidth, align: 'right' });
    pdf.text(value, totalsX + totalsLabelWidth, y, { width: totalsValueWidth, align: 'right' });
    y = pdf.y + 3;
  });

  // Remarks and the fine print.
  y += 10;
  const fine = view.remarks ?? [];
  const notes = [
    ...(view.supplyType === 'none' ? [] : [L.pricesIncludeTax, L.reverseCharge]),
    L.computerGenerated,
  ];
  if (y + 14 * (fine.length + notes.length) > bottom()) {
    pdf.addPage();
    y = margins.top;
  }
  for (const [label, value] of fine) {
    pdf
      .font('bold')
      .fontSize(9)
      .text(`${label}: `, left, y, { width, continued: true })
      .font('regular')
      .text(value);
    y = pdf.y + 4;
  }
  pdf.font('regular').fontSize(8).fillColor('#555555');
  for (const note of notes) {
    pdf.text(note, left, y, { width });
    y = pdf.y + 2;
  }
  pdf.fillColor('black');
}
