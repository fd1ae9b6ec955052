import PDFDocument from 'pdfkit';
import { PDF_FONTS } from './fonts';

export type Pdf = PDFKit.PDFDocument;

/**
 * Runs `draw` on a new A4 document with the fonts registered as 'regular' and 'bold', and answers
 * the finished file. `createdAt` is written as the creation date, so the same document always gives
 * the same bytes apart from pdfkit's file id.
 */
export function renderPdf(
  meta: { title: string; createdAt: Date },
  draw: (pdf: Pdf) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 40,
      info: { Title: meta.title, CreationDate: meta.createdAt },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    try {
      pdf.registerFont('regular', PDF_FONTS.regular);
      pdf.registerFont('bold', PDF_FONTS.bold);
      pdf.font('regular');
      draw(pdf);
      pdf.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
