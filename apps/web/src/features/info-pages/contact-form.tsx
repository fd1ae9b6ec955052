import { CircleCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';

/** How long the thank-you message stays before the form returns (spec section 9: 5 s). */
export const CONTACT_THANKS_MS = 5000;

const fields = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off' },
] as const;

const inputClass =
  'mt-1 w-full rounded-lg border border-clay-100 bg-white px-3 py-2.5 focus:border-clay-500 focus:outline-none';

/** The contact form is local only, as in the spec: it sends nothing and only thanks the visitor. */
export function ContactForm() {
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), CONTACT_THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
  };

  if (sent) {
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-6 text-green-900"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 shrink-0" />
        <p>Thank you for reaching out! We have your message and will get back to you soon.</p>
      </div>
    );
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="grid gap-4 rounded-xl border border-clay-100 bg-white p-6"
    >
      {fields.map((field) => (
        <label key={field.name} className="text-sm font-medium">
          {field.label}
          <input
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            className={inputClass}
          />
        </label>
      ))}
      <label className="text-sm font-medium">
        Message
        <textarea name="message" required rows={5} className={inputClass} />
      </label>
      <Button type="submit" size="lg" className="justify-self-start">
        Send Message
      </Button>
    </form>
  );
}
