import { usePageTitle } from '../../lib/use-page-title';

/** Stands in for a screen whose feature is not built yet, so every route of the spec resolves. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold text-clay-900">{title}</h1>
      <p className="mt-3 text-ink-soft">This page is coming soon.</p>
    </section>
  );
}
