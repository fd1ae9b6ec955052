import type { CertificateVerifyResponse } from '@artshop/shared';
import { api } from '../../store/api';

/** The public check of a certificate of authenticity (decision 0120). Loaded with its page alone. */
export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyCertificate: build.query<CertificateVerifyResponse, string>({
      query: (number) => `/certificates/${encodeURIComponent(number)}`,
    }),
  }),
});

export const { useVerifyCertificateQuery } = certificatesApi;
