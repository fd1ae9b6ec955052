import type { ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { PageHead } from '../../components/seo/page-head';

interface InfoPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The frame of a static page: the title (also the document title), an intro and readable text. */
export function InfoPage({ title, intro, children }: InfoPageProps) {
  // The canonical address is the page's own path, without a trailing slash.
  const path = useLocation().pathname.replace(/\/+$/, '') || '/';
  return (
    <article className="max-w-3xl">
      <PageHead title={title} description={intro} path={path} />
      <h1 className="text-3xl font-semibold text-clay-900 sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 text-lg text-ink-soft">{intro}</p>}
      <div className="mt-8 space-y-6 leading-relaxed text-ink [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-clay-900 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </article>
  );
}
