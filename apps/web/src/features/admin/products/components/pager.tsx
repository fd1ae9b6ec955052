interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const button =
  'rounded-lg border border-clay-300 px-3 py-1.5 text-sm font-medium text-ink hover:bg-clay-100 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / Next through a server-paged list; hidden when everything fits on one page. */
export function Pager({ page, pageCount, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
      <button
        type="button"
        className={button}
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
        className={button}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
