import { emailVerificationMessages as m } from '@artshop/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LinkDone, LinkPageFrame, LinkProblem } from '../../../components/ui/link-page';
import { errorMessage } from '../../../lib/api-error';
import { useSearchParams } from '../../../lib/router';
import { useVerifyEmailMutation } from '../email-verification.api';
import { useSession } from '../use-session';

function Frame({ children }: { children: ReactNode }) {
  return <LinkPageFrame title={m.pageTitle}>{children}</LinkPageFrame>;
}

function Confirmed({ message }: { message: string }) {
  return (
    <Frame>
      <LinkDone text={message} />
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
        <LinkProblem text={m.missingToken} />
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="text-ink">{m.question}</p>
      {result.isError && <LinkProblem text={errorMessage(result.error, m.failed)} />}
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
