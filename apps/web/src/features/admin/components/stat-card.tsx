import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  /** The figure as the card shows it; with `exact`, the short form for a narrow card. */
  value: ReactNode;
  /**
   * The full figure when `value` is a shortened one (`formatCompactINR` beside `formatINR`): shown
   * instead whenever the card is wide enough for it, and always in the tooltip and to screen readers.
   */
  exact?: string;
  /** A lucide icon or similar, shown beside the figure. */
  icon?: ReactNode;
}

/**
 * The width from which the exact figure fits at text-2xl, by its length (a bold digit is about
 * 0.95rem; one rem to spare). Container queries, not the viewport: the same card sits in 2 to 5
 * columns and beside a sidebar.
 * Each class is written out whole so Tailwind generates it.
 */
const EXACT_FITS_FROM: readonly [maxLength: number, show: string, hide: string][] = [
  [8, '@min-[9rem]:inline', '@min-[9rem]:hidden'],
  [10, '@min-[11rem]:inline', '@min-[11rem]:hidden'],
  [12, '@min-[13rem]:inline', '@min-[13rem]:hidden'],
  [14, '@min-[15rem]:inline', '@min-[15rem]:hidden'],
  [16, '@min-[17rem]:inline', '@min-[17rem]:hidden'],
];

function Figure({ value, exact }: { value: ReactNode; exact: string | undefined }) {
  if (exact === undefined) return value;
  const fits = EXACT_FITS_FROM.find(([maxLength]) => exact.length <= maxLength);
  return (
    <>
      <span className="sr-only">{exact}</span>
      {fits && (
        <span aria-hidden="true" className={`hidden ${fits[1]}`}>
          {exact}
        </span>
      )}
      <span aria-hidden="true" className={fits?.[2]}>
        {value}
      </span>
    </>
  );
}

/**
 * One figure of an admin page's stat cards ('Total Coupons', 'Total Sales', ...). The figure never
 * spills out of the card (decision 0057): it shortens where the card is narrow and ends in an
 * ellipsis as a last resort, with the exact figure in the tooltip.
 */
export function StatCard({ label, value, exact, icon }: StatCardProps) {
  return (
    <div className="flex min-w-0 items-center gap-4 rounded-xl border border-clay-100 bg-white p-4 shadow-sm">
      {icon && <div className="shrink-0 rounded-lg bg-clay-100 p-2 text-clay-700">{icon}</div>}
      <div className="@container min-w-0 flex-1">
        <p className="text-sm text-ink-soft">{label}</p>
        <p className="truncate text-2xl font-semibold text-ink" title={exact}>
          <Figure value={value} exact={exact} />
        </p>
      </div>
    </div>
  );
}
