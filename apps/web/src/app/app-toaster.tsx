import { useEffect, useSyncExternalStore } from 'react';
import { getToastLibrary, subscribeToToastLibrary, type ToastLibrary } from '../lib/toast';
import { useTopBarsBottom } from './use-top-bars-bottom';

/** Toasts stack up fast when something fails in a loop; the spec allows at most 20 at once. */
export const MAX_VISIBLE_TOASTS = 20;

/** The space between the top bars' bottom edge and the first toast, as the library's own inset. */
export const TOAST_GAP_PX = 16;

function LoadedToaster({ library }: { library: ToastLibrary }) {
  const { Toaster, useToasterStore, default: hot } = library;
  const { toasts } = useToasterStore();
  // Below the sticky top bars, never over their controls (the back-office's Logout; decision 0091).
  const top = useTopBarsBottom(toasts.length) + TOAST_GAP_PX;

  useEffect(() => {
    // The store lists the newest first, so everything past the limit is the oldest.
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((t) => hot.dismiss(t.id));
  }, [toasts, hot]);

  return (
    <Toaster
      position="top-right"
      // The browser suite's accessibility scans leave the toasts out by this name (e2e/support/a11y.ts).
      containerClassName="app-toaster"
      containerStyle={{ top }}
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        loading: { duration: Infinity },
      }}
    />
  );
}

/**
 * The toasts' place on screen. Nothing until a toast has been asked for (lib/toast.ts loads the
 * library then): the server's HTML and the first render in the browser are both empty here, so
 * hydration matches and no page carries the toaster's code at start.
 */
export function AppToaster() {
  const library = useSyncExternalStore(subscribeToToastLibrary, getToastLibrary, () => null);
  return library ? <LoadedToaster library={library} /> : null;
}
