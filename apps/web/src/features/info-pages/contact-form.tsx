import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  CONTACT_THANKS_MS,
  contactFormMessages,
  contactInputSchema,
  type ContactInput,
} from '@artshop/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useSendContactMessageMutation } from './contact.api';
import { Button } from '../../components/ui/button';
import { useHydrated } from '../../lib/use-hydrated';

const fields = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name', maxLength: CONTACT_NAME_MAX },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
  {
    name: 'subject',
    label: 'Subject',
    type: 'text',
    autoComplete: 'off',
    maxLength: CONTACT_SUBJECT_MAX,
  },
] as const;

const empty: ContactInput = { name: '', email: '', subject: '', message: '' };

const inputClass =
  'mt-1 w-full rounded-lg border border-clay-100 bg-white px-3 py-2.5 focus:border-clay-500 focus:outline-none';

/**
 * The contact form (decision 0046): sent to the shop, then, as the spec has it, a thank-you for 5
 * seconds before an empty form returns. A refused or failed send keeps what the visitor wrote.
 */
export function ContactForm() {
  // Not editable before hydration: what was typed would be lost to the form's state.
  const hydrated = useHydrated();
  const [values, setValues] = useState<ContactInput>(empty);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const problemId = useId();

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), CONTACT_THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The server's rules and words, checked here first so a mistake costs no request.
    const parsed = contactInputSchema.safeParse(values);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? contactFormMessages.badForm);
      return;
    }
    setProblem(null);
    try {
      await send(parsed.data).unwrap();
      setValues(empty);
      setSent(true);
    } catch (error) {
      setProblem(errorMessage(error, contactFormMessages.sendFailed));
    }
  };

  const change = (name: keyof ContactInput, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblem(null);
  };

  if (sent) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-6 text-green-900"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 shrink-0" />
        <p>{contactFormMessages.thanks}</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className="grid gap-4 rounded-xl border border-clay-100 bg-white p-6"
    >
      {fields.map((field) => (
        <label key={field.name} className="text-sm font-medium">
          {field.label}
          <input
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            required
            value={values[field.name]}
            disabled={isLoading || !hydrated}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => change(field.name, event.target.value)}
            className={inputClass}
          />
        </label>
      ))}
      <label className="text-sm font-medium">
        Message
        <textarea
          name="message"
          required
          rows={5}
          maxLength={CONTACT_MESSAGE_MAX}
          value={values.message}
          disabled={isLoading || !hydrated}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => change('message', event.target.value)}
          className={inputClass}
        />
      </label>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" className="justify-self-start" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
