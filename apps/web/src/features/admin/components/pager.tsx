import { Button } from '../../../components/ui/button';

interface PagerProps {
  /** The page shown, counted from 1. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name, e.g. 'Order pages'. */
  label: string;
}

function PagerButton(props: { disabled: boolean; onClick: () => void; children: string }) {
  return <Button variant="secondary" size="sm" shape="rounded" className="bg-white" {...props} />;
}

/** Previous / Next through a server-paged admin list; hidden when everything fits on one page. */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <PagerButton disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </PagerButton>
      <span className="text-sm text-ink-soft">
        Page {page} of {pageCount}
      </span>
      <PagerButton disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </PagerButton>
    </nav>
  );
}
