import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A lucide icon or similar, shown beside the figure. */
  icon?: ReactNode;
}

/** One figure of an admin page's stat cards ('Total Coupons', 'Total Interested Buyers', ...). */
export function StatCard({ label, value, icon }: StatCardProps) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-clay-100 bg-white p-4 shadow-sm">
      {icon && <div className="rounded-lg bg-clay-100 p-2 text-clay-700">{icon}</div>}
      <div>
        <p className="text-sm text-ink-soft">{label}</p>
        <p className="text-2xl font-semibold text-ink">{value}</p>
      </div>
    </div>
  );
}
