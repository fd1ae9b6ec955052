import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** What an admin list shows while its first page loads ('Loading coupons...'). */
export function ListLoading({ children }: { children: ReactNode }) {
  return <p className="py-10 text-center text-ink-soft">{children}</p>;
}

/** What an admin list shows when nothing is there or nothing matches the search. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl bg-white py-10 text-center text-ink-soft shadow-sm">{children}</p>
  );
}

/** What an admin list shows when its first page could not be loaded, with a Retry button. */
export function ListLoadFailed({
  children,
  onRetry,
}: {
  children: ReactNode;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-6 text-center text-red-800">
      <p>{children}</p>
      <Button variant="danger-outline" shape="rounded" onClick={onRetry} className="mt-3">
        Retry
      </Button>
    </div>
  );
}

interface ShowingCountProps {
  shown: number;
  total: number;
  /** The plural of what is listed, e.g. 'coupons'. */
  noun: string;
  /** While a new page or search is on its way, so the figure is not read out half updated. */
  busy?: boolean;
}

/** 'Showing 3 of 12 coupons', read out as the search narrows the list. */
export function ShowingCount({ shown, total, noun, busy }: ShowingCountProps) {
  return (
    <p className="text-sm text-ink-soft" aria-live="polite" aria-busy={busy}>
      Showing {shown} of {total} {noun}
    </p>
  );
}
