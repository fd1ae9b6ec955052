import { useSiteConfigQuery } from './site-config.api';

export const TEST_MODE_NOTICE = 'Test mode: no real payments';

/**
 * Shown on every page, shopper and admin, while the server runs without Razorpay keys: nobody
 * should mistake a test-mode order for a sale. Fixed to a corner, so its late arrival (it waits for
 * GET /api/config) shifts nothing, and it lets clicks through to whatever lies beneath.
 */
export function TestModeBanner() {
  const { data } = useSiteConfigQuery();
  if (data?.paymentMode !== 'test') return null;

  return (
    <p
      role="note"
      className="pointer-events-none fixed bottom-3 left-3 z-30 rounded-full bg-amber-300 px-3 py-1 text-xs font-semibold text-black shadow-md sm:text-sm"
    >
      {TEST_MODE_NOTICE}
    </p>
  );
}
