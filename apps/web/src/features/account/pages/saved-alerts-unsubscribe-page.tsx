import { savedMessages } from '@artshop/shared';
import type { ReactNode } from 'react';
import { PageHead } from '../../../components/seo/page-head';
import { Button, ButtonLink } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useSearchParams } from '../../../lib/router';
import {
  useGetSavedAlertsStatusQuery,
  useUnsubscribeSavedAlertsMutation,
} from '../saved-alerts.api';

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg space-y-6 rounded-2xl border border-clay-100 bg-white p-6 sm:p-8">
      <PageHead title="Unsubscribe" noindex />
      <h1 className="text-2xl font-semibold text-clay-900">Unsubscribe</h1>
      {children}
    </section>
  );
}

function Note({ text, alert = false }: { text: string; alert?: boolean }) {
  return (
    <p
      role={alert ? 'alert' : 'status'}
      className={`rounded-lg p-4 ${alert ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-900'}`}
    >
      {text}
    </p>
  );
}

/**
 * /saved-alerts/unsubscribe?token=… (decision 0122): the saved pieces' alert's unsubscribe link,
 * as the newsletter's (decision 0046): opening it only shows whom it is for; the button withdraws
 * 'Offers by email', so a mail scanner that fetches the link changes nothing.
 */
export function SavedAlertsUnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const status = useGetSavedAlertsStatusQuery(token, { skip: !token });
  const [unsubscribe, result] = useUnsubscribeSavedAlertsMutation();

  if (!token) {
    return (
      <Frame>
        <Note alert text={savedMessages.unsubscribeMissingToken} />
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
        <Note alert text={errorMessage(status.error, savedMessages.unsubscribeUnknownToken)} />
      </Frame>
    );
  }
  if (result.isSuccess || status.data.unsubscribed) {
    return (
      <Frame>
        <Note
          text={result.isSuccess ? savedMessages.unsubscribed : savedMessages.alreadyUnsubscribed}
        />
        <ButtonLink to="/" variant="secondary">
          Return to Home
        </ButtonLink>
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="text-ink">{savedMessages.unsubscribeQuestion}</p>
      <p className="font-medium break-words text-clay-900">{status.data.email}</p>
      {result.isError && (
        <Note alert text={errorMessage(result.error, savedMessages.unsubscribeFailed)} />
      )}
      <Button
        size="lg"
        disabled={result.isLoading}
        onClick={() => void unsubscribe(token).catch(() => undefined)}
      >
        {result.isLoading ? 'Unsubscribing...' : savedMessages.unsubscribeButton}
      </Button>
    </Frame>
  );
}
