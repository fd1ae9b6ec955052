import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { createIcon } from '../../../components/ui/icons';

// lucide's share-2 (ISC, see components/ui/icons.tsx), its circles and lines as one path.
const Share2 = createIcon(
  'M15 5a3 3 0 1 0 6 0a3 3 0 1 0-6 0M3 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0M15 19a3 3 0 1 0 6 0a3 3 0 1 0-6 0M8.59 13.51L15.42 17.49M15.41 6.51L8.59 10.49',
);

/** Copies the current page link, as the spec's collection cards do. */
export function ShareButton({ className = '' }: { className?: string }) {
  const hydrated = useHydrated();
  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success('Link copied to clipboard!');
    } catch (error) {
      // Clipboard access can be refused (insecure origin, permissions); say so instead of failing silently.
      console.error('Copying the link failed', error);
      toast.error('Could not copy the link');
    }
  };
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-label="Share"
      onClick={() => void share()}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm ring-1 ring-stone-200 transition hover:bg-clay-100 hover:text-clay-700 ${className}`}
    >
      <Share2 aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
