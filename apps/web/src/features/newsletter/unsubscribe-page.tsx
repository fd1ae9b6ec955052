import { unsubscribeMessages } from '@artshop/shared';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from '../../lib/router';
import { errorMessage } from '../../lib/api-error';
import { PageHead } from '../../components/seo/page-head';
import { useGetUnsubscribeStatusQuery, useUnsubscribeMutation } from './unsubscribe.api';
import { Button, ButtonLink } from '../../components/ui/button';

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg space-y-6 rounded-2xl border border-clay-100 bg-white p-6 sm:p-8">
      <PageHead title="Unsubscribe" noindex />
      <h1 className="text-2xl font-semibold text-clay-900">Unsubscribe</h1>
      {children}
    </section>
  );
}

function Done({ text }: { text: string }) {
  return (
    <>
      <p role="status" className="flex items-start gap-3 rounded-lg bg-green-50 p-4 text-green-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 shrink-0" />
        {text}
      </p>
      <ButtonLink to="/" variant="secondary">
        Return to Home
      </ButtonLink>
    </>
  );
}

/**
 * /unsubscribe?token=… (decision 0046): the newsletter's unsubscribe link. Opening it only shows
 * whom it is for; the button unsubscribes, so a mail scanner that fetches the link unsubscribes
 * nobody.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const status = useGetUnsubscribeStatusQuery(token, { skip: !token });
  const [unsubscribe, result] = useUnsubscribeMutation();

  if (!token) {
    return (
      <Frame>
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {unsubscribeMessages.missingToken}
        </p>
      </Frame>
    );
  }
  if (status.isLoading) {
    return (
      <Frame>
        <p className="text-ink-soft">Checking your link...</p>
      </Frame>
    );
  }
  if (status.error || !status.data) {
    return (
      <Frame>
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {errorMessage(status.error, unsubscribeMessages.unknownToken)}
        </p>
      </Frame>
    );
  }
  if (result.isSuccess) {
    return (
      <Frame>
        <Done text={result.data.message} />
      </Frame>
    );
  }
  if (status.data.unsubscribed) {
    return (
      <Frame>
        <Done text={unsubscribeMessages.alreadyUnsubscribed} />
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="text-ink">{unsubscribeMessages.question}</p>
      <p className="font-medium break-words text-clay-900">{status.data.email}</p>
      {result.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {errorMessage(result.error, unsubscribeMessages.failed)}
        </p>
      )}
      <Button
        size="lg"
        disabled={result.isLoading}
        onClick={() => void unsubscribe(token).catch(() => undefined)}
      >
        {result.isLoading ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
    </Frame>
  );
}
