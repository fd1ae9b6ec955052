import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface DeleteButtonProps {
  /** What it deletes, read by screen readers, e.g. 'Delete coupon SUMMER20'. */
  label: string;
  onClick: () => void;
  className?: string;
}

/** A row's trash icon; the page asks with a `ConfirmDialog` before deleting. */
export function DeleteButton({ label, onClick, className }: DeleteButtonProps) {
  return (
    <Button
      variant="danger-ghost"
      size="icon"
      shape="rounded"
      onClick={onClick}
      aria-label={label}
      className={className}
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
    </Button>
  );
}
