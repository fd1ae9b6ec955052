import { emailVerificationMessages as m } from '@artshop/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useResendVerificationEmailMutation } from '../email-verification.api';
import { useSession } from '../use-session';

/**
 * On every shopper page while the signed-in account has not confirmed its email (decision 0076):
 * where the link went, and a way to have it sent again. Gone once the account reads as confirmed.
 * Shopping goes on meanwhile; only requests found by the address alone wait for the link.
 */
export function VerifyEmailBanner() {
  const { isLoggedIn, user, status } = useSession();
  const [resend, result] = useResendVerificationEmailMutation();
  // Drawn only once the session is known (as the top banner), and only for an explicit false.
  if (status !== 'ready' || !isLoggedIn || user?.emailVerified !== false) return null;

  return (
    <section
      aria-label={m.pageTitle}
      className="border-b border-amber-200 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm">
        <p>{m.banner(user.email)}</p>
        {result.isSuccess ? (
          <p role="status" className="font-medium">
            {result.data.message}
          </p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={result.isLoading}
            onClick={() => void resend().catch(() => undefined)}
          >
            {result.isLoading ? m.resending : m.resend}
          </Button>
        )}
        {result.isError && (
          <p role="alert" className="text-red-800">
            {errorMessage(result.error, m.resendFailed)}
          </p>
        )}
      </div>
    </section>
  );
}
