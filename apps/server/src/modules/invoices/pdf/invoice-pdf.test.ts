import type { CreditNoteDocument, InvoiceDocument } from '@artshop/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { creditNoteLines, invoiceLines, type InvoiceTaxInput } from '../tax';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf';
import { renderPdf } from './pdf-buffer';
import { pdfFirstPagePng, pdfFonts, pdfText } from '../../../test/pdf-reader';

/** The order of tax.test.ts: paid ₹1,631.00, worked by hand there. */
const taxInput = (supplyType: InvoiceTaxInput['supplyType']): InvoiceTaxInput => ({
  items: [
    {
      description: 'Stone Ganesha (5 x 3 inches)',
      hsn: '6802',
      quantity: 1,
      grossPaise: 100000,
      gstRateBp: 500,
    },
    {
      description: 'Brass lamp (8 x 4 inches)',
      hsn: '7419',
      quantity: 2,
      grossPaise: 66600,
      gstRateBp: 1200,
    },
    {
      description: 'Stone coaster (4 x 4 inches)',
      hsn: '6802',
      quantity: 1,
      grossPaise: 49900,
      gstRateBp: 500,
    },
  ],
  reductionsPaise: 58400,
  deliveryPaise: 5000,
  deliveryDescription: 'Delivery charges',
  supplyType,
  fallback: { hsn: '6802', gstRateBp: 500 },
});

function invoice(supplyType: InvoiceTaxInput['supplyType']): InvoiceDocument {
  const buyerState =
    supplyType === 'inter'
      ? { state: 'Maharashtra', stateCode: '27' }
      : { state: 'Karnataka', stateCode: '29' };
  return {
    kind: supplyType === 'none' ? 'bill_of_supply' : 'tax_invoice',
    number: '26-27/000042',
    issuedAt: '2026-11-24T10:00:00.000Z',
    orderId: '5b0c2f7e-1111-4222-8333-abcdef123456',
    supplyType,
    placeOfSupply: buyerState,
    seller: {
      name: 'Shilpa Art Studio LLP',
      address: '4 Temple Street, Mysuru 570001',
      state: 'Karnataka',
      stateCode: '29',
      gstin: supplyType === 'none' ? null : '29ABCDE1234F1Z5',
    },
    buyer: {
      name: 'Asha Rao',
      address: `12 MG Road, City, ${buyerState.state}, 560001, India`,
      ...buyerState,
      gstin: null,
      email: 'asha@example.com',
      phone: '9876543210',
    },
    ...invoiceLines(taxInput(supplyType)),
  };
}

/** Runs of spaces as one, so the checks read the table's cells rather than its layout. */
const squeeze = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('invoice PDF', () => {
  it('shows the number, date, seller, buyer, lines with HSN, CGST/SGST and the total', async () => {
    const text = squeeze(await pdfText(await renderInvoicePdf(invoice('intra'))));
    for (const expected of [
      'Tax Invoice',
      '26-27/000042',
      '24 Nov 2026',
      'Shilpa Art Studio LLP',
      '4 Temple Street, Mysuru 570001',
      'GSTIN: 29ABCDE1234F1Z5',
      'State: Karnataka (Code 29)',
      'Asha Rao',
      '12 MG Road, City, Karnataka, 560001, India',
      'Phone: 9876543210',
      'Email: asha@example.com',
      'Place of supply: Karnataka (Code 29)',
      // Description, HSN, qty, taxable value, rate, CGST, SGST, total (hand-worked in tax.test.ts).
      'Stone Ganesha (5 x 3 inches) 6802 1 ₹695.48 5% ₹17.38 ₹17.39 ₹730.25',
      'Brass lamp (8 x 4 inches) 7419 2 ₹434.24 12% ₹26.05 ₹26.06 ₹486.35',
      'Stone coaster (4 x 4 inches) 6802 1 ₹347.05 5% ₹8.67 ₹8.68 ₹364.40',
      'Delivery charges 7419 1 ₹44.64 12% ₹2.68 ₹2.68 ₹50.00',
      'Taxable value ₹1,521.41',
      'CGST ₹54.78',
      'SGST ₹54.81',
      'Total (tax inclusive) ₹1,631.00',
      '#ef123456',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('shows IGST for an inter-state sale', async () => {
    const text = squeeze(await pdfText(await renderInvoicePdf(invoice('inter'))));
    expect(text).toContain('Place of supply: Maharashtra (Code 27)');
    expect(text).toContain('Brass lamp (8 x 4 inches) 7419 2 ₹434.24 12% ₹52.11 ₹486.35');
    expect(text).toContain('IGST ₹109.59');
    expect(text).not.toContain('CGST');
  });

  it('prints a bill of supply without rates or tax for an unregistered seller', async () => {
    const text = squeeze(await pdfText(await renderInvoicePdf(invoice('none'))));
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('GSTIN: Unregistered');
    expect(text).toContain('Stone Ganesha (5 x 3 inches) 6802 1 ₹730.25');
    expect(text).toContain('Total (tax inclusive) ₹1,631.00');
    for (const absent of ['CGST', 'SGST', 'IGST', 'Rate']) expect(text).not.toContain(absent);
  });

  it('prints a credit note with its invoice, its reason and only the credited lines', async () => {
    const issued = invoice('intra');
    // Half of the coaster line only: the other lines are not on the note.
    const credited = creditNoteLines(issued.lines, [73025, 48635, 0, 5000], 18220, 'intra');
    const note: CreditNoteDocument = {
      ...issued,
      number: 'CN/26-27/00007',
      issuedAt: '2026-12-02T06:00:00.000Z',
      refundId: 'refund-1',
      reason: 'Chipped corner',
      invoiceNumber: issued.number,
      invoiceIssuedAt: issued.issuedAt,
      ...credited,
    };
    const text = squeeze(await pdfText(await renderCreditNotePdf(note)));
    expect(text).toContain('Credit Note');
    expect(text).toContain('CN/26-27/00007');
    expect(text).toContain('02 Dec 2026');
    expect(text).toContain('Against Invoice No. 26-27/000042');
    expect(text).toContain('Invoice Date 24 Nov 2026');
    expect(text).toContain('Reason: Chipped corner');
    // 182.20 x 347.05/364.40 = 173.525 -> 173.53, tax 8.67 = 4.33 + 4.34.
    expect(text).toContain('Stone coaster (4 x 4 inches) 6802 0 ₹173.53 5% ₹4.33 ₹4.34 ₹182.20');
    expect(text).toContain('Total credited (tax inclusive) ₹182.20');
    expect(text).not.toContain('Brass lamp');
  });

  it('embeds DejaVu Sans, regular and bold, as subsets', async () => {
    const fonts = await pdfFonts(await renderInvoicePdf(invoice('intra')));
    // Every font embedded and subset: the invoice reads the same on any viewer.
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
    ]);
    for (const font of fonts) expect(font).toMatchObject({ embedded: true, subset: true });
  });

  it('runs on to more pages when the lines need them', async () => {
    const many = invoice('intra');
    const lines = Array.from({ length: 70 }, (_, i) => ({
      ...many.lines[0]!,
      description: `Piece ${i + 1}`,
    }));
    const text = await pdfText(await renderInvoicePdf({ ...many, lines }));
    expect(text.split('\f').filter((page) => page.trim()).length).toBeGreaterThan(1);
    expect(text).toContain('Piece 70');
    expect(text).toContain('Total (tax inclusive)');
  });
});

describe('the rupee sign', () => {
  /** The first page at 100 dpi as grey levels. */
  async function page(pdf: Buffer) {
    const { data, info } = await sharp(await pdfFirstPagePng(pdf))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThan(800); // A4 at 100 dpi: 827 x 1169.
    return data;
  }
  const dark = (pixels: Buffer) => pixels.filter((value) => value < 128).length;

  /** One character, large, where the page's text begins. */
  const single = (character: string) =>
    renderPdf({ title: 'glyph', createdAt: new Date('2026-11-24T10:00:00Z') }, (pdf) => {
      pdf.fontSize(120).text(character, 100, 100);
    });

  it('is drawn with its own glyph: ink on the page, unlike a blank page or a missing glyph', async () => {
    const blank = await page(await single(''));
    const rupee = await page(await single('₹'));
    // U+4E2D is not in DejaVu Sans: the font's empty box (.notdef) is what a missing ₹ would be.
    const missing = await page(await single('中'));
    expect(dark(blank)).toBe(0);
    // A 120 pt glyph at 100 dpi is about 165 px tall: thousands of dark pixels.
    expect(dark(rupee)).toBeGreaterThan(1500);
    let differing = 0;
    for (let i = 0; i < rupee.length; i += 1) {
      if (rupee[i]! < 128 !== missing[i]! < 128) differing += 1;
    }
    expect(differing).toBeGreaterThan(1000);
    expect((await pdfText(await single('₹'))).trim()).toBe('₹');
  });

  it('comes out of the invoice as text', async () => {
    expect(await pdfText(await renderInvoicePdf(invoice('intra')))).toContain('₹1,631.00');
  });
});
