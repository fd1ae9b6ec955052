import { api } from '../../store/api';

/** Public runtime settings (GET /api/config), so one build serves every deployment. */
export interface SiteConfig {
  chatPhone: string | null;
  razorpayKeyId: string;
  paymentMode: string;
}

export const siteConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    siteConfig: build.query<SiteConfig, void>({ query: () => '/config' }),
  }),
});

export const { useSiteConfigQuery } = siteConfigApi;
