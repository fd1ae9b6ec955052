import { emailVerificationMessages as m } from '@artshop/shared';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useResendVerificationEmailMutation } from '../email-verification.api';

/** Where the confirmation link went, and a way to have it sent again (decision 0076). */
export function VerifyEmailNotice({ email }: { email: string }) {
  const [resend, result] = useResendVerificationEmailMutation();

  return (
    <section
      aria-label={m.pageTitle}
      className="border-b border-amber-200 bg-amber-50 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm">
        <p>{m.banner(email)}</p>
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
