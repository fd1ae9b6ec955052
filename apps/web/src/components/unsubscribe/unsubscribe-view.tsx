import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { PageHead } from '../seo/page-head';
import { Button, ButtonLink } from '../ui/button';

export interface UnsubscribeTexts {
  missingToken: string;
  unknownToken: string;
  alreadyUnsubscribed: string;
  question: string;
  failed: string;
  button: string;
}

export interface UnsubscribeViewProps {
  token: string;
  /** The link's status: whom it is for and whether they already left. */
  status: {
    isLoading: boolean;
    error?: unknown;
    data?: { email: string; unsubscribed: boolean } | undefined;
  };
  /** The button's request. */
  result: { isLoading: boolean; isError: boolean; error?: unknown };
  /** Shown once the button's request succeeded; undefined before. */
  doneText: string | undefined;
  onUnsubscribe: () => void;
  texts: UnsubscribeTexts;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg space-y-6 rounded-2xl border border-clay-100 bg-white p-6 sm:p-8">
      <PageHead title="Unsubscribe" noindex />
      <h1 className="text-2xl font-semibold text-clay-900">Unsubscribe</h1>
      {children}
    </section>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {text}
    </p>
  );
}

/**
 * An unsubscribe link's page, the newsletter's (decision 0046) and the saved pieces' alerts'
 * (decision 0122): opening it only shows whom it is for; the button unsubscribes, so a mail scanner
 * that fetches the link changes nothing.
 */
export function UnsubscribeView({
  token,
  status,
  result,
  doneText,
  onUnsubscribe,
  texts,
}: UnsubscribeViewProps) {
  if (!token) {
    return (
      <Frame>
        <Problem text={texts.missingToken} />
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
        <Problem text={errorMessage(status.error, texts.unknownToken)} />
      </Frame>
    );
  }
  const done = doneText ?? (status.data.unsubscribed ? texts.alreadyUnsubscribed : undefined);
  if (done !== undefined) {
    return (
      <Frame>
        <p
          role="status"
          className="flex items-start gap-3 rounded-lg bg-green-50 p-4 text-green-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 shrink-0" />
          {done}
        </p>
        <ButtonLink to="/" variant="secondary">
          Return to Home
        </ButtonLink>
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="text-ink">{texts.question}</p>
      <p className="font-medium break-words text-clay-900">{status.data.email}</p>
      {result.isError && <Problem text={errorMessage(result.error, texts.failed)} />}
      <Button size="lg" disabled={result.isLoading} onClick={onUnsubscribe}>
        {result.isLoading ? 'Unsubscribing...' : texts.button}
      </Button>
    </Frame>
  );
}
