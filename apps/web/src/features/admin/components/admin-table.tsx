import type { ReactNode } from 'react';

/** A header cell: its text, or a label with classes (a width in a fixed layout, a hidden label). */
export type AdminColumn = string | { label: ReactNode; className?: string };

interface AdminTableProps {
  columns: readonly AdminColumn[];
  /** Column widths come from the header (long text truncates instead of widening the table). */
  fixed?: boolean;
  /**
   * Shown at every width because the page renders either this or the cards itself. Otherwise the
   * table is hidden under md, where `AdminCardList` shows instead: both are in the page and CSS
   * shows one, so the accessibility tree (and role queries) only ever hold the visible one.
   */
  always?: boolean;
  /** The rows (`AdminTableRow`s, or the page's own). */
  children: ReactNode;
}

const th = 'px-4 py-3 font-medium';

/** The wide-screen table of an admin list: white card, tinted header row, one row per item. */
export function AdminTable({ columns, fixed = false, always = false, children }: AdminTableProps) {
  return (
    <div
      className={`overflow-x-auto rounded-xl bg-white shadow-sm${always ? '' : ' hidden md:block'}`}
    >
      <table className={`w-full${fixed ? ' table-fixed' : ''} text-left text-sm`}>
        <thead className="border-b border-clay-100 bg-clay-100/50 text-ink-soft">
          <tr>
            {columns.map((column, index) => {
              const { label, className } =
                typeof column === 'string' ? { label: column, className: undefined } : column;
              return (
                <th key={index} scope="col" className={className ? `${className} ${th}` : th}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A plain row of an `AdminTable`, ruled off from the next. */
export function AdminTableRow({ children }: { children: ReactNode }) {
  return <tr className="border-b border-clay-100 last:border-0">{children}</tr>;
}

/** The phone layout of an admin list, named for screen readers; hidden from md up (see above). */
export function AdminCardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-3 md:hidden">
      {children}
    </ul>
  );
}
