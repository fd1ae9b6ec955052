import type { ReactNode } from 'react';
import { SideDrawer } from '../../../components/ui/side-drawer';

interface AdminDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The sidebar under 1024px: the shop's slide-in drawer; the fixed sidebar takes over at 1024px. */
export function AdminDrawer({ id, open, onClose, children }: AdminDrawerProps) {
  return (
    <SideDrawer
      id={id}
      open={open}
      onClose={onClose}
      label="Admin menu"
      panelClassName="w-64 bg-white"
      // The drawer is a modal dialog: keyboard focus starts inside it.
      focusClose
    >
      <div className="flex-1 overflow-y-auto">{children}</div>
    </SideDrawer>
  );
}
