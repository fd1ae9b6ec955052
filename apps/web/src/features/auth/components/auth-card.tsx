import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';

interface AuthCardProps {
  title: string;
  /** The line under the title, e.g. 'Already have an account?'. */
  prompt: string;
  linkTo: string;
  linkLabel: string;
  children: ReactNode;
}

/** The frame of the sign-up and sign-in pages: a centred card with the title and the other page's link. */
export function AuthCard({ title, prompt, linkTo, linkLabel, children }: AuthCardProps) {
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg shadow-clay-900/5 sm:p-8">
        <h1 className="text-center text-3xl font-semibold text-clay-900">{title}</h1>
        <p className="mt-2 text-center text-sm text-ink-soft">
          {prompt}{' '}
          <Link to={linkTo} className="font-semibold text-clay-700 underline hover:text-clay-900">
            {linkLabel}
          </Link>
        </p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
