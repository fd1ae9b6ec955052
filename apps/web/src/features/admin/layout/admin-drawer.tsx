import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDismiss } from '../../../components/layout/use-dismiss';
import { DESKTOP_QUERY } from '../../../lib/site';
import { useOnMediaMatch } from '../../../lib/use-media-query';

interface AdminDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The sidebar under 1024px: a panel from the left that closes on its close button, an outside
 * click, Escape, or when the window reaches 1024px (the fixed sidebar takes over there).
 */
export function AdminDrawer({ id, open, onClose, children }: AdminDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDismiss(panelRef, open, onClose);
  useOnMediaMatch(DESKTOP_QUERY, onClose);

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-40 lg:hidden">
      <div className="absolute inset-0 bg-clay-900/40" aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Admin menu"
        className="absolute inset-y-0 left-0 flex w-64 max-w-[85vw] animate-slide-in flex-col bg-white shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-clay-100 px-4 py-3">
          <span className="font-serif text-lg font-semibold text-clay-900">Menu</span>
          <button
            type="button"
            onClick={onClose}
            // The drawer is a modal dialog: keyboard focus starts inside it.
            autoFocus
            aria-label="Close menu"
            className="rounded p-2 hover:bg-clay-100"
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
