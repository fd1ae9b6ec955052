import { adminCouponMessages, type AdminCoupon } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../components/ui/modal';
import { TextFields } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { FormActions } from '../components/form-actions';
import { useUpdateAdminCouponLimitsMutation } from './coupons.api';
import { limitFields, limitValue, limitValuesOf, type LimitField } from './usage-limits';

interface EditCouponLimitsModalProps {
  /** The coupon whose limits are edited; the modal is open while there is one. */
  coupon: AdminCoupon | null;
  onClose: () => void;
}

/**
 * 'Edit Usage Limits' (decision 0037): the coupon's two optional limits, empty for unlimited. A
 * limit below the uses so far only stops further uses; the server's message shows on a refusal.
 */
export function EditCouponLimitsModal({ coupon, onClose }: EditCouponLimitsModalProps) {
  return (
    <Modal open={coupon !== null} title="Edit Usage Limits" onClose={onClose}>
      {/* Keyed by coupon, so each opening starts from that coupon's limits. */}
      {coupon && <LimitsForm key={coupon.id} coupon={coupon} onClose={onClose} />}
    </Modal>
  );
}

function LimitsForm({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const [values, setValues] = useState(() => limitValuesOf(coupon));
  const [updateLimits, { isLoading }] = useUpdateAdminCouponLimitsMutation();

  const set = (key: LimitField, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    try {
      await updateLimits({
        id: coupon.id,
        maxUses: limitValue(values.maxUses),
        maxUsesPerCustomer: limitValue(values.maxUsesPerCustomer),
      }).unwrap();
      toast.success(adminCouponMessages.limitsUpdated);
      onClose();
    } catch (failure) {
      toast.error(errorMessage(failure, adminCouponMessages.limitsUpdateFailed));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <p className="text-sm text-ink-soft">
        Coupon <span className="font-mono font-semibold text-ink">{coupon.code}</span>
      </p>
      <TextFields fields={limitFields} values={values} onChange={set} />
      <FormActions
        submitLabel="Save Limits"
        busyLabel="Saving..."
        busy={isLoading}
        onCancel={onClose}
      />
    </form>
  );
}
