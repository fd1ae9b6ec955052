interface PagerProps {
  /** The page shown, counted from 1. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name, e.g. 'Order pages'. */
  label: string;
}

const buttonClass =
  'rounded-lg border border-clay-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-clay-100 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / Next through a server-paged admin list; hidden when everything fits on one page. */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <button
        type="button"
        className={buttonClass}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="text-sm text-ink-soft">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
