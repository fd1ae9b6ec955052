import { useSiteConfigQuery } from './site-config.api';

export const TEST_MODE_NOTICE = 'Test mode: no real payments';

/**
 * Shown on every page, shopper and admin, while the server runs without Razorpay keys: nobody
 * should mistake a test-mode order for a sale. A strip above the page, in its flow, so it never
 * covers anything (decision 0081: as a pill fixed to a corner it sat on the footer's last line and
 * the back-office sidebar's foot). Public pages come from the server with it (it renders with the
 * config the server fetched), so it shifts nothing there.
 */
export function TestModeBanner() {
  const { data } = useSiteConfigQuery();
  if (data?.paymentMode !== 'test') return null;

  return (
    <p
      role="note"
      className="bg-amber-300 px-3 py-1 text-center text-xs font-semibold text-black sm:text-sm"
    >
      {TEST_MODE_NOTICE}
    </p>
  );
}
