import { certificatePath } from '@artshop/shared';
import QRCode from 'qrcode';

/** Where a certificate's QR code leads: its public page on the shop's own address (PUBLIC_URL). */
export const certificateVerifyUrl = (siteUrl: string, number: string) =>
  `${siteUrl}${certificatePath(number)}`;

/** The QR code as a PNG for pdfkit; error correction 'M' survives a crease or a smudge. */
export function certificateQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
}
