import { describe, expect, it } from 'vitest';
import {
  buyerInitials,
  certificateDate,
  certificateDownloadQuerySchema,
  certificateUrl,
  isCertificateNumber,
} from './certificate.schema';

describe('certificate numbers, links and initials', () => {
  it('takes a number as typed, in any case, and refuses look-alike letters', () => {
    expect(isCertificateNumber(' coa-7k3qx9m2pa ')).toBe(true);
    expect(isCertificateNumber('COA-7K3QX9M2P0')).toBe(false);
    expect(isCertificateNumber('COA-7K3QX9M2P')).toBe(false);
    expect(certificateDownloadQuerySchema.parse({ number: 'coa-7k3qx9m2pa' })).toEqual({
      number: 'COA-7K3QX9M2PA',
    });
    expect(certificateDownloadQuerySchema.safeParse({ number: 'COA-1' }).success).toBe(false);
  });

  it('links the PDF by order and number, and dates the issue in India', () => {
    expect(certificateUrl('o-1', 'COA-7K3QX9M2PA')).toBe(
      '/api/order/o-1/certificate?number=COA-7K3QX9M2PA',
    );
    // 20:00 UTC on 31 March is already 1 April in India.
    expect(certificateDate('2026-03-31T20:00:00.000Z')).toBe('1 April 2026');
  });

  it('names a buyer by at most three initials', () => {
    expect(buyerInitials('Asha Rao')).toBe('A. R.');
    expect(buyerInitials('Dr. Anil Kumar Venkata Rao')).toBe('D. A. R.');
    expect(buyerInitials('ravi')).toBe('R.');
  });
});
