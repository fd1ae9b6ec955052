import { X } from './icons';
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DESKTOP_QUERY } from '../../lib/site';
import { useOnMediaMatch } from '../../lib/use-media-query';
import { useDismiss } from '../../lib/use-dismiss';
import { Button } from './button';

interface SideDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, e.g. 'Menu'. */
  label: string;
  /** Width and background of the panel. */
  panelClassName: string;
  /** Start keyboard focus on the close button (a modal dialog's focus belongs inside it). */
  focusClose?: boolean;
  /** The scrolling body under the 'Menu' header. */
  children: ReactNode;
}

/**
 * A panel from the left under 1024px, headed 'Menu', that closes on its close button, an outside
 * click, Escape, or when the window reaches 1024px (the desktop layout takes over there).
 */
export function SideDrawer({
  id,
  open,
  onClose,
  label,
  panelClassName,
  focusClose = false,
  children,
}: SideDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDismiss(panelRef, open, onClose);
  useOnMediaMatch(DESKTOP_QUERY, onClose);

  if (!open) return null;

  // Portalled to <body>: a header's backdrop blur would otherwise become the containing block of
  // this fixed panel and squeeze it into the header's height.
  return createPortal(
    <div className="fixed inset-0 z-40 lg:hidden">
      <div className="absolute inset-0 bg-clay-900/40" aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={`absolute inset-y-0 left-0 flex max-w-[85vw] animate-slide-in flex-col shadow-xl ${panelClassName}`}
      >
        <div className="flex items-center justify-between border-b border-clay-100 px-4 py-3">
          <span className="font-serif text-lg font-semibold text-clay-900">Menu</span>
          <Button
            variant="ghost"
            size="icon"
            onClick={onClose}
            autoFocus={focusClose}
            aria-label="Close menu"
          >
            <X size={20} aria-hidden="true" />
          </Button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
