interface OrdersPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const buttonClass =
  'rounded-lg border border-clay-300 bg-white px-4 py-2 text-sm font-medium text-ink hover:bg-clay-100 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / Next through the server's pages; shown only when there is more than one page. */
export function OrdersPager({ page, pageCount, onPage }: OrdersPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Order pages" className="flex items-center justify-between gap-3">
      <button
        type="button"
        className={buttonClass}
        disabled={page <= 0}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <p className="text-sm text-ink-soft">
        Page {page + 1} of {pageCount}
      </p>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= pageCount - 1}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
