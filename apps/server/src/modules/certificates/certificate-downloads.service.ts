import type { Db } from '../../db/client';
import type { Viewer } from '../auth/session.plugin';
import type { PdfFile } from '../invoices/invoice-downloads.service';
import { loadSellerSettings, type SellerSettings } from '../invoices/parties';
import { renderCertificatePdf } from './certificate-pdf';
import { certificateQrPng, certificateVerifyUrl } from './certificate-qr';
import { certificateOfOrder } from './certificates.service';

export interface CertificateDownloadDeps {
  /** The shop's public address (PUBLIC_URL), which the QR code's link starts with. */
  siteUrl: string;
  /** A stored image's bytes by its URL (the media store), undefined when it is gone. */
  readImage: (url: string) => Promise<Buffer | undefined>;
  /** The seller the back-office has not saved yet (SELLER_*), who signs. */
  seller: SellerSettings;
}

/** `GET /api/order/{id}/certificate`: the certificate drawn as a PDF, with its QR code. */
export async function certificatePdf(
  db: Db,
  orderId: string,
  viewer: Viewer,
  number: string | undefined,
  deps: CertificateDownloadDeps,
): Promise<PdfFile> {
  const certificate = await certificateOfOrder(db, orderId, viewer, number);
  const verifyUrl = certificateVerifyUrl(deps.siteUrl, certificate.number);
  const [qrPng, image, seller] = await Promise.all([
    certificateQrPng(verifyUrl),
    certificate.work.imageUrl ? deps.readImage(certificate.work.imageUrl) : undefined,
    loadSellerSettings(db, deps.seller),
  ]);
  return {
    filename: `certificate-${certificate.number}.pdf`,
    pdf: await renderCertificatePdf({
      number: certificate.number,
      work: certificate.work,
      buyerName: certificate.buyerName,
      issuedAt: certificate.issuedAt,
      verifyUrl,
      qrPng,
      image,
      signatory: seller.settings.legalName,
    }),
  };
}
