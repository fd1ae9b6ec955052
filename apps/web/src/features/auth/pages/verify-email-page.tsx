import { emailVerificationMessages as m } from '@artshop/shared';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHead } from '../../../components/seo/page-head';
import { Button, ButtonLink } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useSearchParams } from '../../../lib/router';
import { useVerifyEmailMutation } from '../email-verification.api';
import { useSession } from '../use-session';

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto my-10 max-w-lg space-y-6 rounded-2xl border border-clay-100 bg-white p-6 sm:p-8">
      <PageHead title={m.pageTitle} noindex />
      <h1 className="text-2xl font-semibold text-clay-900">{m.pageTitle}</h1>
      {children}
    </section>
  );
}

function Confirmed({ message }: { message: string }) {
  return (
    <Frame>
      <p role="status" className="flex items-start gap-3 rounded-lg bg-green-50 p-4 text-green-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 shrink-0" />
        {message}
      </p>
      <ButtonLink to="/" variant="secondary">
        Return to Home
      </ButtonLink>
    </Frame>
  );
}

/**
 * /verify-email?token=… (decision 0076): the link of the sign-up's confirmation email. Opening it
 * sends nothing; the button confirms, so a mail scanner that fetches the link (or runs its script)
 * confirms no one's address for them. No sign-in is needed: the link is the proof.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { isLoggedIn, user } = useSession();
  const [verify, result] = useVerifyEmailMutation();

  if (result.isSuccess) return <Confirmed message={result.data.message} />;
  // A used link, followed again in a browser whose account is confirmed: nothing is left to do.
  if (result.isError && isLoggedIn && user?.emailVerified === true) {
    return <Confirmed message={m.alreadyVerified} />;
  }
  if (!token) {
    return (
      <Frame>
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {m.missingToken}
        </p>
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="text-ink">{m.question}</p>
      {result.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {errorMessage(result.error, m.failed)}
        </p>
      )}
      <Button
        size="lg"
        disabled={result.isLoading}
        onClick={() => void verify({ token }).catch(() => undefined)}
      >
        {result.isLoading ? m.confirming : m.confirm}
      </Button>
    </Frame>
  );
}
