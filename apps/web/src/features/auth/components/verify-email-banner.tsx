import { lazy, Suspense } from 'react';
import { useSession } from '../use-session';

// Few shoppers ever see it, so its words, button and API call load only for them, not with every
// page's first JavaScript (docs/benchmarks.md, the front end).
const VerifyEmailNotice = lazy(() =>
  import('./verify-email-notice').then((module) => ({ default: module.VerifyEmailNotice })),
);

/**
 * On every shopper page while the signed-in account has not confirmed its email (decision 0076):
 * where the link went, and a way to have it sent again. Gone once the account reads as confirmed.
 * Shopping goes on meanwhile; only requests found by the address alone wait for the link.
 */
export function VerifyEmailBanner() {
  const { isLoggedIn, user, status } = useSession();
  // Drawn only once the session is known (as the top banner), and only for an explicit false.
  if (status !== 'ready' || !isLoggedIn || user?.emailVerified !== false) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice email={user.email} />
    </Suspense>
  );
}
