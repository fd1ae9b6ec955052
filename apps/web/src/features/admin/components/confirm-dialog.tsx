import { Modal } from '../../../components/ui/modal';
import { CancelButton } from './form-actions';
import { Button } from '../../../components/ui/button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The spec's question, e.g. 'Are you sure you want to delete this coupon?'. */
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive admin action; Cancel, Escape or a click outside closes it. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p className="text-ink">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <CancelButton onClick={onCancel} />
        <Button variant="danger" shape="rounded" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
