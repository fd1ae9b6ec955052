import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../ui/button';
import { LinkDone, LinkPageFrame, LinkProblem } from '../ui/link-page';

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
  return <LinkPageFrame title="Unsubscribe">{children}</LinkPageFrame>;
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
        <LinkProblem text={texts.missingToken} />
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
        <LinkProblem text={errorMessage(status.error, texts.unknownToken)} />
      </Frame>
    );
  }
  const done = doneText ?? (status.data.unsubscribed ? texts.alreadyUnsubscribed : undefined);
  if (done !== undefined) {
    return (
      <Frame>
        <LinkDone text={done} />
      </Frame>
    );
  }
  return (
    <Frame>
      <p className="text-ink">{texts.question}</p>
      <p className="font-medium break-words text-clay-900">{status.data.email}</p>
      {result.isError && <LinkProblem text={errorMessage(result.error, texts.failed)} />}
      <Button size="lg" disabled={result.isLoading} onClick={onUnsubscribe}>
        {result.isLoading ? 'Unsubscribing...' : texts.button}
      </Button>
    </Frame>
  );
}
