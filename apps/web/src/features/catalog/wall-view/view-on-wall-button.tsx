import { artworkSizeMessages as ui, artworkSizeOf, type Product } from '@artshop/shared';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

// The dialog and its drawing load on the first click (decision 0112).
const WallViewDialog = lazy(() =>
  import('./wall-view-dialog').then((module) => ({ default: module.WallViewDialog })),
);

/**
 * 'View on a wall' on a painting's page, when its width and height are known (decision 0121).
 */
export function ViewOnWallButton({ product }: { product: Product }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const size = artworkSizeOf(product);
  if (!size) return null;
  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex w-fit items-center gap-2 rounded-full border border-clay-300 bg-white px-4 py-2 text-sm font-semibold text-clay-700 transition hover:bg-clay-100 disabled:opacity-60"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="6" y="3" width="12" height="9" rx="1" />
          <path d="M3 21v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4M3 21h18" />
        </svg>
        {ui.viewOnWall}
      </button>
      {open && (
        <Suspense fallback={null}>
          <WallViewDialog product={product} size={size} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
