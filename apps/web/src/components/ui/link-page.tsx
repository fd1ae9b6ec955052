import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHead } from '../seo/page-head';
import { ButtonLink } from './button';

/**
 * The card of a page that an emailed link opens (confirm a subscription or an address,
 * unsubscribe): a title, then one question, problem or done note. Such pages are not indexed.
 */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto my-10 max-w-lg space-y-6 rounded-2xl border border-clay-100 bg-white p-6 sm:p-8">
      <PageHead title={title} noindex />
      <h1 className="text-2xl font-semibold text-clay-900">{title}</h1>
      {children}
    </section>
  );
}

export function LinkProblem({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {text}
    </p>
  );
}

/** What the link did, and the way back to the shop. */
export function LinkDone({ text }: { text: string }) {
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
