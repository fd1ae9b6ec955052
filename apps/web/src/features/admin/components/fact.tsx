import type { ReactNode } from 'react';

interface FactProps {
  label: string;
  /** e.g. 'sm:col-span-2' for a long value. */
  className?: string;
  children: ReactNode;
}

/** One labelled value of a details modal's `<dl>` ('Type', 'Price', 'Email', ...). */
export function Fact({ label, className, children }: FactProps) {
  return (
    <div className={className}>
      <dt className="text-xs tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}
