import {
  codMessages,
  fillMessage,
  formatINR,
  orderLifecycleMessages as m,
  orderLifecycleUi as ui,
  REFUND_REASON_MAX,
  refundInputSchema,
  toPaise,
  type AdminOrder,
  type RefundInput,
} from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { FormMessage } from '../../../components/ui/form-message';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { fieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { FormActions } from '../components/form-actions';
import { newIdempotencyKey } from './idempotency-key';
import { refundLeft } from './order-format';
import { useCreateRefundMutation } from './orders.api';

/** How the shop paid a cash on delivery order's refund, as the select shows them. */
const PAYOUT_METHODS = ['UPI', 'Bank transfer'] as const;

interface RefundDialogProps {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
}

/**
 * A definite refusal (a 4xx, or the payment service's 502) means no money moved, and the server
 * may have recorded the attempt under its key, so the next attempt needs a new one. Without an
 * answer (network, a 5xx) the outcome is unknown: the retry repeats the key and the server answers
 * with the refund the first attempt made, if it made one.
 */
const refused = (error: unknown) => {
  const status = errorStatus(error);
  return status !== undefined && ((status >= 400 && status < 500) || status === 502);
};

/**
 * 'Refund' on a paid order (decision 0051): amount and a reason. The amount starts empty, what is
 * left only its placeholder, so money goes back only as typed (decision 0086).
 */
export function RefundDialog({ order, open, onClose }: RefundDialogProps) {
  return (
    <Modal open={open} title={ui.refundTitle} onClose={onClose}>
      {/* Mounted per opening: each opening is one refund, with one Idempotency-Key. */}
      {open && <RefundForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function RefundForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const left = refundLeft(order);
  // Cash on delivery: no card to refund to; the shop pays and records how (decision 0102).
  const cod = order.paymentMethod === 'cod';
  const [values, setValues] = useState({ amount: '', reason: '', method: 'UPI', reference: '' });
  const [errors, setErrors] = useState<FieldErrors<RefundInput>>({});
  const [failure, setFailure] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [createRefund, { isLoading }] = useCreateRefundMutation();

  const set = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const check = (): RefundInput | null => {
    const amount = values.amount.trim() === '' ? Number.NaN : Number(values.amount);
    const result = refundInputSchema.safeParse({
      amount,
      reason: values.reason,
      ...(cod
        ? {
            method: values.method === 'UPI' ? 'upi' : 'bank_transfer',
            reference: values.reference,
          }
        : {}),
    });
    if (!result.success) {
      setErrors(fieldErrors(result.error));
      return null;
    }
    if (cod && !result.data.reference) {
      setErrors({ reference: codMessages.refundReferenceRequired });
      return null;
    }
    // The server says the same; checked here too so an obvious slip costs no round trip.
    if (toPaise(result.data.amount) > toPaise(left)) {
      setErrors({ amount: fillMessage(m.refundTooLarge, { left: formatINR(left) }) });
      return null;
    }
    return result.data;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const input = check();
    if (!input) return;
    setFailure('');
    try {
      const refund = await createRefund({ orderId: order.id, idempotencyKey, ...input }).unwrap();
      if (refund.status === 'failed') {
        setFailure(ui.refundFailedNoReason);
        setIdempotencyKey(newIdempotencyKey());
        return;
      }
      toast.success(m.refundCreated);
      onClose();
    } catch (error) {
      setFailure(`${m.refundFailedToast} ${errorMessage(error, 'Please try again.')}`);
      if (refused(error)) setIdempotencyKey(newIdempotencyKey());
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <p className="text-ink">{fillMessage(ui.refundLeft, { amount: formatINR(left) })}</p>
      <TextField
        label={ui.refundAmountLabel}
        placeholder={fillMessage(ui.refundAmountPlaceholder, { amount: formatINR(left) })}
        value={values.amount}
        onChange={(value) => set('amount', value)}
        error={errors.amount}
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        label={ui.refundReasonLabel}
        placeholder={ui.refundReasonPlaceholder}
        value={values.reason}
        onChange={(value) => set('reason', value)}
        error={errors.reason}
        maxLength={REFUND_REASON_MAX}
        rows={2}
      />
      {cod && (
        <>
          <SelectField
            label="Paid by"
            value={values.method}
            onChange={(value) => set('method', value)}
            options={PAYOUT_METHODS}
            placeholder="Choose how it was paid"
          />
          <TextField
            label="Transfer reference"
            value={values.reference}
            onChange={(value) => set('reference', value)}
            error={errors.reference}
            autoComplete="off"
          />
        </>
      )}
      {failure && <FormMessage text={failure} />}
      <FormActions
        submitLabel={ui.refund}
        busyLabel={ui.refundBusy}
        busy={isLoading}
        onCancel={onClose}
      />
    </form>
  );
}
