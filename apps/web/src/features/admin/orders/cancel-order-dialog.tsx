import {
  codMessages,
  fillMessage,
  formatINR,
  orderLifecycleUi as ui,
  REFUND_REASON_MAX,
  type AdminOrder,
} from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { refundLeft } from './order-format';
import { useSetOrderStatusMutation } from './orders.api';

interface CancelOrderDialogProps {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Cancel order' (decision 0051): asks first, saying the payment goes back in full, with an
 * optional reason the customer sees. The server cancels and refunds what is left in one step; its
 * refusal (already shipped, the payment service said no) stays in the dialog.
 */
export function CancelOrderDialog({ order, open, onClose }: CancelOrderDialogProps) {
  return (
    <Modal open={open} title={ui.cancelTitle} onClose={onClose}>
      {/* Mounted per opening, so each starts with an empty reason and no old error. */}
      {open && <CancelForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function CancelForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState('');
  const [setStatus, { isLoading }] = useSetOrderStatusMutation();
  const left = refundLeft(order);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure('');
    try {
      await setStatus({
        id: order.id,
        status: 'cancelled',
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }).unwrap();
      toast.success(ui.cancelDone);
      onClose();
    } catch (error) {
      setFailure(`${ui.cancelFailed} ${errorMessage(error, 'Please try again.')}`);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <p className="text-ink">
        {order.paymentMethod === 'cod' && order.status === 'pending'
          ? codMessages.cancelNothingPaid
          : left > 0
            ? fillMessage(ui.cancelMessage, { amount: formatINR(left) })
            : ui.cancelMessageNothingLeft}
      </p>
      <TextField
        label={ui.cancelReasonLabel}
        placeholder={ui.cancelReasonPlaceholder}
        value={reason}
        onChange={setReason}
        maxLength={REFUND_REASON_MAX}
        rows={2}
      />
      {failure && <FormMessage text={failure} />}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" shape="rounded" onClick={onClose}>
          {ui.cancelKeep}
        </Button>
        <Button type="submit" variant="danger" shape="rounded" disabled={isLoading}>
          {isLoading ? ui.cancelBusy : ui.cancelOrder}
        </Button>
      </div>
    </form>
  );
}
