import { Modal } from '../../../components/ui/modal';
import { CancelButton } from './form-actions';

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
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
