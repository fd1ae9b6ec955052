import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** Toasts stack up fast when something fails in a loop; the spec allows at most 20 at once. */
export const MAX_VISIBLE_TOASTS = 20;

export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first, so everything past the limit is the oldest.
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: 4000,
        success: { duration: 2000 },
        loading: { duration: Infinity },
      }}
    />
  );
}
