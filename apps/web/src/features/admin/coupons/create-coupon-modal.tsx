import { adminCouponMessages, indiaDate, type CreateCouponInput } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Modal } from '../../../components/ui/modal';
import { TextFields, type FieldSpec } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { FormActions } from '../components/form-actions';
import { useCreateAdminCouponMutation } from './coupons.api';
import { limitFields, limitValue, noLimits, type LimitField } from './usage-limits';

const empty = { code: '', discount: '', expiryDate: '', ...noLimits };
type Field = keyof typeof empty;

/** The fields; the expiry date's earliest day is today in India, where the admin works. */
const couponFields = (today: string): FieldSpec<Field>[] => [
  { name: 'code', label: 'Coupon Code', placeholder: 'e.g. SUMMER20', autoComplete: 'off' },
  {
    name: 'discount',
    label: 'Discount Amount (₹)',
    type: 'number',
    inputMode: 'numeric',
    min: 1,
    step: 1,
  },
  { name: 'expiryDate', label: 'Expiry Date', type: 'date', min: today },
  ...limitFields,
];

interface CreateCouponModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Create New Coupon' (spec sections 2 and 5): Create Coupon stays disabled until code, discount and
 * expiry date are all filled; every other rule is the server's, whose message the toast shows. The
 * usage limits are optional (empty: unlimited) and only sent when typed (decision 0037).
 */
export function CreateCouponModal({ open, onClose }: CreateCouponModalProps) {
  const [values, setValues] = useState(empty);
  const [createCoupon, { isLoading }] = useCreateAdminCouponMutation();
  const ready = values.code.trim() !== '' && values.discount !== '' && values.expiryDate !== '';

  const set = (key: Field, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const close = () => {
    setValues(empty);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || isLoading) return;
    const input: CreateCouponInput = {
      code: values.code.trim(),
      discount: Number(values.discount),
      expiryDate: values.expiryDate,
    };
    for (const field of ['maxUses', 'maxUsesPerCustomer'] as const satisfies LimitField[]) {
      const limit = limitValue(values[field]);
      if (limit !== null) input[field] = limit;
    }
    try {
      await createCoupon(input).unwrap();
      toast.success(adminCouponMessages.created);
      close();
    } catch (failure) {
      toast.error(errorMessage(failure, adminCouponMessages.createFailed));
    }
  };

  return (
    <Modal open={open} title="Create New Coupon" onClose={close}>
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextFields fields={couponFields(indiaDate(new Date()))} values={values} onChange={set} />
        <FormActions
          submitLabel="Create Coupon"
          busyLabel="Creating..."
          busy={isLoading}
          disabled={!ready}
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
