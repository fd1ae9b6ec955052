import { NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_MESSAGES } from '@artshop/shared';
import { useId, useState, type FormEvent } from 'react';
import { subscribe } from './subscribe';
import { Button } from '../../components/ui/button';
import { useHydrated } from '../../lib/use-hydrated';

interface NewsletterFormProps {
  /** Prefills the field (the signed-in customer's email). */
  initialEmail?: string;
}

type Feedback = { kind: 'success' | 'error'; text: string } | null;

/**
 * The newsletter sign-up (spec section 4). A 201 asks to confirm from the mailbox (double opt-in,
 * decision 0074): nothing here changes until the emailed link is followed.
 */
export function NewsletterForm({ initialEmail = '' }: NewsletterFormProps) {
  // Not editable before hydration: what was typed would be lost to the form's state.
  const hydrated = useHydrated();
  const [email, setEmail] = useState(initialEmail);
  const [submitting, setSubmitting] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const inputId = useId();
  const messageId = useId();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || !NEWSLETTER_EMAIL_PATTERN.test(value)) {
      setFeedback({ kind: 'error', text: NEWSLETTER_MESSAGES.invalidEmail });
      return;
    }
    setSubmitting(true);
    const result = await subscribe(value);
    setSubmitting(false);
    setFeedback({ kind: result.ok ? 'success' : 'error', text: result.message });
    if (result.ok) setEmail('');
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="w-full max-w-md">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          disabled={submitting || !hydrated}
          aria-invalid={feedback?.kind === 'error'}
          aria-describedby={feedback ? messageId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setFeedback(null);
          }}
          className="min-w-0 flex-1 rounded-full border border-paper/30 bg-white/10 px-4 py-2.5 text-paper placeholder:text-paper/60 focus:border-gold focus:outline-none disabled:opacity-60"
        />
        <Button type="submit" variant="accent" size="lg" disabled={submitting}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <p
        id={messageId}
        role="status"
        className={`mt-2 min-h-5 text-sm ${feedback?.kind === 'error' ? 'text-clay-300' : 'text-green-300'}`}
      >
        {feedback?.text}
      </p>
    </form>
  );
}
