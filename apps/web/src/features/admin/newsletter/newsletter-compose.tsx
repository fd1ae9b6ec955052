import {
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_SUBJECT_MAX,
  adminNewsletterMessages as m,
  newsletterInputSchema,
  newsletterSendQuestion,
  newsletterSentMessage,
} from '@artshop/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { usePreviewNewsletterQuery, useSendNewsletterMutation } from './newsletter.api';

/** The preview follows the typing after this pause, not on every key. */
export const PREVIEW_DELAY_MS = 500;

const inputClass =
  'mt-1 w-full rounded-lg border border-clay-300 bg-white px-3 py-2 text-ink focus:border-clay-700 focus:outline-none';

interface NewsletterComposeProps {
  /** Active subscribers: who the newsletter goes to, for the confirmation. */
  active: number | undefined;
}

/** Compose (subject, plain-text body), see the email as subscribers will, confirm and send. */
export function NewsletterCompose({ active }: NewsletterComposeProps) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [send, { isLoading: sending }] = useSendNewsletterMutation();
  const problemId = useId();

  const draft = useDebouncedValue({ subject: subject.trim(), body: body.trim() }, PREVIEW_DELAY_MS);
  const previewable = newsletterInputSchema.safeParse(draft).success;
  const preview = usePreviewNewsletterQuery(draft, { skip: !previewable });

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = newsletterInputSchema.safeParse({ subject, body });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? m.badForm);
      return;
    }
    if (!active) {
      setProblem(m.noRecipients);
      return;
    }
    setProblem(null);
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      const sent = await send({ subject, body }).unwrap();
      setConfirming(false);
      setSubject('');
      setBody('');
      toast.success(newsletterSentMessage(sent.recipients));
    } catch (error) {
      setConfirming(false);
      setProblem(errorMessage(error, m.sendFailed));
    }
  };

  return (
    <section aria-labelledby="compose-heading" className="space-y-4">
      <h2 id="compose-heading" className="text-xl font-semibold text-clay-900">
        Compose
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <form
          onSubmit={ask}
          noValidate
          className="space-y-4 rounded-xl border border-clay-100 bg-white p-4 shadow-sm"
        >
          <label className="block text-sm font-medium text-ink">
            Subject
            <input
              value={subject}
              maxLength={NEWSLETTER_SUBJECT_MAX}
              onChange={(event) => {
                setSubject(event.target.value);
                setProblem(null);
              }}
              aria-describedby={problem ? problemId : undefined}
              className={inputClass}
            />
          </label>
          <label className="block text-sm font-medium text-ink">
            Message
            <textarea
              value={body}
              rows={12}
              maxLength={NEWSLETTER_BODY_MAX}
              onChange={(event) => {
                setBody(event.target.value);
                setProblem(null);
              }}
              aria-describedby={problem ? problemId : undefined}
              className={inputClass}
            />
          </label>
          <p className="text-xs text-ink-soft">
            Plain text: a blank line starts a new paragraph. Each email ends with the
            subscriber&apos;s own unsubscribe link.
          </p>
          {problem && (
            <p id={problemId} role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
          <Button type="submit" shape="rounded" disabled={sending}>
            {sending ? 'Sending...' : 'Send Newsletter'}
          </Button>
        </form>

        <div className="space-y-2">
          <h3 className="text-sm font-medium text-ink-soft">Preview</h3>
          {!previewable ? (
            <p className="rounded-xl border border-dashed border-clay-300 p-6 text-center text-sm text-ink-soft">
              {m.previewEmpty}
            </p>
          ) : preview.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
              {m.previewFailed}
            </p>
          ) : preview.data ? (
            // The rendered email in a sandbox: no script runs and nothing reaches this page.
            <iframe
              title="Newsletter preview"
              sandbox=""
              srcDoc={preview.data.html}
              aria-busy={preview.isFetching || undefined}
              className="h-[28rem] w-full rounded-xl border border-clay-100 bg-white"
            />
          ) : (
            <p className="p-6 text-center text-sm text-ink-soft">Preparing the preview...</p>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Send newsletter"
        message={newsletterSendQuestion(active ?? 0)}
        confirmLabel="Send"
        busy={sending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
