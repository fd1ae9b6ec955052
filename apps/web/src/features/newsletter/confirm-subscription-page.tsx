import { newsletterConfirmMessages } from '@artshop/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from '../../lib/router';
import { errorMessage } from '../../lib/api-error';
import { useConfirmSubscriptionMutation } from './confirm-subscription.api';
import { Button } from '../../components/ui/button';
import { LinkDone, LinkPageFrame, LinkProblem } from '../../components/ui/link-page';

function Frame({ children }: { children: ReactNode }) {
  return <LinkPageFrame title="Confirm your subscription">{children}</LinkPageFrame>;
}

/**
 * /newsletter/confirm?token=… (decision 0074): the link of the newsletter's confirmation email.
 * Opening it sends nothing; the button confirms, so a mail scanner that fetches the link (or runs
 * its script) subscribes nobody.
 */
export function ConfirmSubscriptionPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [confirm, result] = useConfirmSubscriptionMutation();

  if (!token) {
    return (
      <Frame>
        <LinkProblem text={newsletterConfirmMessages.missingToken} />
      </Frame>
    );
  }
  if (result.isSuccess) {
    return (
      <Frame>
        <LinkDone text={result.data.message} />
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="text-ink">{newsletterConfirmMessages.question}</p>
      {result.isError && (
        <LinkProblem text={errorMessage(result.error, newsletterConfirmMessages.failed)} />
      )}
      <Button
        size="lg"
        disabled={result.isLoading}
        onClick={() => void confirm({ token }).catch(() => undefined)}
      >
        {result.isLoading ? 'Confirming...' : 'Confirm subscription'}
      </Button>
    </Frame>
  );
}
