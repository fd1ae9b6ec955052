import {
  certificateDate,
  certificateUi as U,
  SHOP_NAME,
  type CertifiedWork,
} from '@artshop/shared';
import sharp from 'sharp';
import { renderPdf, type Pdf } from '../invoices/pdf/pdf-buffer';

/** What the certificate prints (decision 0119). */
export interface CertificateView {
  number: string;
  work: CertifiedWork;
  buyerName: string;
  issuedAt: Date;
  /** The public page the QR code leads to (certificateVerifyUrl). */
  verifyUrl: string;
  /** The QR code of `verifyUrl` as a PNG. */
  qrPng: Buffer;
  /** The work's image as stored (WebP), or undefined when there is none or it cannot be read. */
  image: Buffer | undefined;
  /** The seller's legal name, under the signature line. */
  signatory: string;
}

const IMAGE_BOX = 250;
const QR_SIZE = 96;

/** pdfkit draws JPEG and PNG only: the stored WebP, at most 1000 px a side, as a JPEG. */
async function printableImage(image: Buffer | undefined): Promise<Buffer | undefined> {
  if (!image) return undefined;
  try {
    return await sharp(image)
      .resize({ width: 1000, height: 1000, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    // An image that cannot be decoded leaves the certificate without a picture, not unissued.
    return undefined;
  }
}

function facts(view: CertificateView): [string, string][] {
  const { work } = view;
  return [
    [U.number, view.number],
    [U.artist, work.artist ?? U.unknownArtist],
    [U.medium, work.medium ?? U.notStated],
    [U.dimensions, work.dimensions],
    [U.year, work.year === null ? U.notStated : String(work.year)],
    [U.issuedTo, view.buyerName],
    [U.issuedOn, certificateDate(view.issuedAt)],
  ];
}

function draw(pdf: Pdf, view: CertificateView, image: Buffer | undefined) {
  const { margins } = pdf.page;
  const left = margins.left;
  const width = pdf.page.width - margins.left - margins.right;
  const bottom = pdf.page.height - margins.bottom;

  pdf
    .lineWidth(2)
    .rect(left - 12, margins.top - 12, width + 24, bottom - margins.top + 24)
    .stroke();
  pdf
    .font('bold')
    .fontSize(24)
    .text(U.title, left, margins.top + 8, { width, align: 'center' });
  pdf.font('regular').fontSize(11).fillColor('#555555').text(SHOP_NAME, { width, align: 'center' });
  pdf.fillColor('black');
  let y = pdf.y + 16;

  if (image) {
    pdf.image(image, left + (width - IMAGE_BOX) / 2, y, {
      fit: [IMAGE_BOX, IMAGE_BOX],
      align: 'center',
      valign: 'center',
    });
    y += IMAGE_BOX + 14;
  }
  pdf.font('bold').fontSize(16).text(view.work.title, left, y, { width, align: 'center' });
  y = pdf.y + 12;

  const labelWidth = 150;
  for (const [label, value] of facts(view)) {
    pdf
      .font('bold')
      .fontSize(10)
      .text(label, left + 60, y, { width: labelWidth - 10 });
    const labelEnd = pdf.y;
    pdf.font('regular').text(value, left + 60 + labelWidth, y, { width: width - 120 - labelWidth });
    y = Math.max(labelEnd, pdf.y) + 4;
  }
  y += 10;
  pdf
    .font('regular')
    .fontSize(9)
    .text(U.statement(SHOP_NAME), left + 30, y, { width: width - 60, align: 'center' });

  // The signature line at the bottom left, the QR code at the bottom right.
  const footTop = bottom - QR_SIZE - 30;
  pdf
    .moveTo(left + 10, footTop + QR_SIZE - 20)
    .lineTo(left + 200, footTop + QR_SIZE - 20)
    .lineWidth(0.8)
    .stroke();
  pdf
    .font('bold')
    .fontSize(9)
    .text(U.signature, left + 10, footTop + QR_SIZE - 14, { width: 190 });
  pdf.font('regular').text(view.signatory, { width: 190 });
  const qrLeft = left + width - QR_SIZE - 10;
  pdf.image(view.qrPng, qrLeft, footTop, { width: QR_SIZE, height: QR_SIZE });
  pdf
    .fontSize(7)
    .text(U.scanToVerify, qrLeft - 200, footTop + QR_SIZE + 4, {
      width: QR_SIZE + 200,
      align: 'right',
    })
    .text(view.verifyUrl, { width: QR_SIZE + 200, align: 'right' });
}

/** The certificate of authenticity as a one-page A4 PDF (the invoices' fonts and setup). */
export async function renderCertificatePdf(view: CertificateView): Promise<Buffer> {
  const image = await printableImage(view.image);
  return renderPdf({ title: `${U.title} ${view.number}`, createdAt: view.issuedAt }, (pdf) =>
    draw(pdf, view, image),
  );
}
