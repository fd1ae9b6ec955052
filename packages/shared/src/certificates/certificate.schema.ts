import { z } from 'zod';

/**
 * Certificates of authenticity (docs/certificates.md; decisions 0119, 0120). The number is 'COA-'
 * and 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L): about 49 bits, so it cannot
 * be guessed, and short enough to read off the paper and type.
 */
export const CERTIFICATE_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CERTIFICATE_NUMBER_PREFIX = 'COA-';
export const CERTIFICATE_NUMBER_LENGTH = 10;
export const CERTIFICATE_NUMBER_PATTERN = new RegExp(
  `^${CERTIFICATE_NUMBER_PREFIX}[${CERTIFICATE_NUMBER_ALPHABET}]{${CERTIFICATE_NUMBER_LENGTH}}$`,
);

/** As typed: case and surrounding spaces do not matter ('coa-abc…' finds 'COA-ABC…'). */
export const normalizeCertificateNumber = (text: string) => text.trim().toUpperCase();

export const isCertificateNumber = (text: string) =>
  CERTIFICATE_NUMBER_PATTERN.test(normalizeCertificateNumber(text));

/** The certificate's PDF, for its owner or an admin (My Orders' 'Download certificate'). */
export const certificateUrl = (orderId: string, number: string) =>
  `/api/order/${orderId}/certificate?number=${encodeURIComponent(number)}`;

/** The public page a certificate's QR code opens, within the shop. */
export const certificatePath = (number: string) => `/verify/${encodeURIComponent(number)}`;

export const certificateMessages = {
  notFound: 'No such certificate exists.',
  noneForOrder: 'This order has no certificate of authenticity.',
  numberInvalid: 'number must be a certificate number such as COA-7K3QX9M2PA',
} as const;

/** The piece as certified: a snapshot taken when the certificate is issued (decision 0119). */
export const certifiedWorkSchema = z.object({
  title: z.string(),
  artist: z.string().nullable(),
  medium: z.string().nullable(),
  /** The size as ordered ('24 x 36 inches'). */
  dimensions: z.string(),
  year: z.number().int().nullable(),
  /** The main image's URL under /media at the time, or null without one. */
  imageUrl: z.string().nullable(),
});
export type CertifiedWork = z.infer<typeof certifiedWorkSchema>;

/**
 * What an ordered item carries once its certificate is issued. `verifyUrl` is the shop's own path
 * (like `mainImageUrl`); the PDF's QR code carries it whole, with the shop's public address.
 */
export const orderCertificateSchema = z.object({
  number: z.string(),
  verifyUrl: z.string(),
});
export type OrderCertificate = z.infer<typeof orderCertificateSchema>;

/** `GET /api/order/{id}/certificate?number=`: which certificate of the order, when it has several. */
export const certificateDownloadQuerySchema = z.object({
  number: z
    .string({ error: certificateMessages.numberInvalid })
    .transform(normalizeCertificateNumber)
    .refine((value) => CERTIFICATE_NUMBER_PATTERN.test(value), certificateMessages.numberInvalid)
    .optional(),
});

export const certificateNumberParamsSchema = z.object({ number: z.string().max(100) });

/**
 * `GET /api/certificates/{number}`, public (decision 0120): the work, its artist, the date and the
 * buyer's initials only, never the name, address or order.
 */
export const certificateVerifyResponseSchema = z.object({
  certificate: z.object({
    number: z.string(),
    issuedAt: z.string(),
    issuedTo: z.string(),
    work: certifiedWorkSchema,
  }),
});
export type CertificateVerifyResponse = z.infer<typeof certificateVerifyResponseSchema>;

/**
 * 'Asha Rao' -> 'A. R.': what the public page shows of the buyer (decision 0120). Letters only
 * (digits and marks are dropped), at most three, so a long name still gives a short answer.
 */
export function buyerInitials(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => [...word.replace(/[^\p{L}]/gu, '')][0])
    .filter((letter): letter is string => Boolean(letter))
    .map((letter) => `${letter.toUpperCase()}.`);
  const kept = initials.length > 3 ? [...initials.slice(0, 2), initials.at(-1)!] : initials;
  return kept.join(' ');
}

/** The words of the certificate, its page and My Orders' link. */
export const certificateUi = {
  title: 'Certificate of authenticity',
  download: 'Download certificate',
  downloadFor: (title: string) => `Download certificate for ${title}`,
  verifyOnline: 'Check it online',
  verifyOnlineFor: (title: string) => `Check it online: the certificate for ${title}`,
  number: 'Certificate number',
  artist: 'Artist',
  medium: 'Medium',
  dimensions: 'Dimensions',
  year: 'Year',
  issuedTo: 'Issued to',
  issuedOn: 'Date of issue',
  unknownArtist: 'Unattributed',
  notStated: 'Not stated',
  statement: (shop: string) =>
    `${shop} certifies that the work described here is an original, hand-made by the artist named, and sold by ${shop}.`,
  signature: 'Authorised signatory',
  scanToVerify: 'Scan to verify, or visit',
  verified: 'This certificate is genuine.',
  verifiedHint: (shop: string) => `Issued by ${shop} for the work below.`,
  notFoundHint:
    'Please check the number on the certificate. If it still is not found, contact us before you buy.',
  contact: 'Contact us',
} as const;

const ISSUE_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '27 November 2026': the day of issue in India, the same on the PDF and the public page. */
export const certificateDate = (iso: string | Date) => ISSUE_DATE.format(new Date(iso));
