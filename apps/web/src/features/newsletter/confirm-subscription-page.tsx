import { newsletterConfirmMessages } from '@artshop/shared';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from '../../lib/router';
import { errorMessage } from '../../lib/api-error';
import { PageHead } from '../../components/seo/page-head';
import { useConfirmSubscriptionMutation } from './confirm-subscription.api';
import { Button, ButtonLink } from '../../components/ui/button';

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg space-y-6 rounded-2xl border border-clay-100 bg-white p-6 sm:p-8">
      <PageHead title="Confirm your subscription" noindex />
      <h1 className="text-2xl font-semibold text-clay-900">Confirm your subscription</h1>
      {children}
    </section>
  );
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
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {newsletterConfirmMessages.missingToken}
        </p>
      </Frame>
    );
  }
  if (result.isSuccess) {
    return (
      <Frame>
        <p
          role="status"
          className="flex items-start gap-3 rounded-lg bg-green-50 p-4 text-green-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 shrink-0" />
          {result.data.message}
        </p>
        <ButtonLink to="/" variant="secondary">
          Return to Home
        </ButtonLink>
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="text-ink">{newsletterConfirmMessages.question}</p>
      {result.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {errorMessage(result.error, newsletterConfirmMessages.failed)}
        </p>
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
