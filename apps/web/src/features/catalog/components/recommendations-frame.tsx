import type { ReactNode } from 'react';

export const RECOMMENDATIONS_GRID = 'grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4';

/** The 'You might also like' section around its cards (or their placeholders). */
export function RecommendationsFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="recommendations-heading" className="mt-16">
      <h2 id="recommendations-heading" className="mb-6 font-serif text-2xl text-ink sm:text-3xl">
        You might also like
      </h2>
      {children}
    </section>
  );
}
