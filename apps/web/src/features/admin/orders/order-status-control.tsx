import {
  adminOrderMessages,
  capitaliseStatus,
  codMessages,
  orderLifecycleMessages,
  readyToFulfil,
  shipmentInputSchema,
  type AdminOrder,
  type AdminOrderStatusInput,
} from '@artshop/shared';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrors, type FieldErrors } from '../../../lib/field-errors';
import { useSetOrderStatusMutation } from './orders.api';
import {
  parcelChanged,
  parcelValues,
  ShipmentFields,
  type ParcelField,
  type ParcelValues,
} from './shipment-fields';

/** The steps this control sets; cancelling has its own button and dialog (it refunds). */
const STEPS = ['processing', 'shipped', 'delivered'] as const;
type Step = (typeof STEPS)[number];

/**
 * The admin's fulfilment step for a paid order: pick processing, shipped or delivered and confirm
 * with a button. 'Shipped' asks for the courier and tracking number (the shared rules and
 * messages); choosing it again on a shipped order corrects the parcel's details.
 */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const selectId = useId();
  const [setStatus, { isLoading }] = useSetOrderStatusMutation();
  const current = order.fulfilmentStatus;
  const [chosen, setChosen] = useState<Step>(
    // A returned parcel (decision 0097) starts again from 'processing' if it is sent out again.
    current && current !== 'cancelled' && current !== 'returned' ? current : 'processing',
  );
  const [parcel, setParcel] = useState(() => parcelValues(order.shipment));
  const [errors, setErrors] = useState<FieldErrors<ParcelValues>>({});

  // Paid, or a confirmed cash on delivery order (decision 0100).
  if (!readyToFulfil(order)) {
    const unconfirmedCod = order.paymentMethod === 'cod' && order.status === 'pending';
    return (
      <p className="text-sm text-ink-soft">
        {unconfirmedCod ? codMessages.notConfirmed : adminOrderMessages.statusNeedsPayment}
      </p>
    );
  }
  if (current === 'cancelled') {
    return <p className="text-sm text-ink-soft">{orderLifecycleMessages.cancelledFinal}</p>;
  }

  const shipping = chosen === 'shipped';
  const changed = chosen !== current || (shipping && parcelChanged(parcel, order.shipment));

  const setField = (field: ParcelField, value: string) => {
    setParcel((values) => ({ ...values, [field]: value }));
    setErrors((messages) => ({ ...messages, [field]: undefined }));
  };

  const change = (): AdminOrderStatusInput | null => {
    if (!shipping) return { status: chosen };
    const result = shipmentInputSchema.safeParse(parcel);
    if (!result.success) {
      setErrors(fieldErrors(result.error));
      return null;
    }
    return { status: 'shipped', ...result.data };
  };

  const submit = async () => {
    const body = change();
    if (!body) return;
    try {
      await setStatus({ id: order.id, ...body }).unwrap();
      toast.success(adminOrderMessages.statusUpdated);
    } catch (error) {
      toast.error(
        `${adminOrderMessages.statusUpdateFailed} ${errorMessage(error, 'Please try again.')}`,
      );
    }
  };

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isLoading) void submit();
      }}
    >
      <div>
        <label htmlFor={selectId} className="block text-sm font-medium text-ink">
          Order status
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as Step)}
          className="mt-1 rounded-lg border border-clay-300 bg-white px-3 py-2 text-ink focus:border-clay-700 focus:outline-none"
        >
          {STEPS.map((value) => (
            <option key={value} value={value}>
              {capitaliseStatus(value)}
            </option>
          ))}
        </select>
      </div>
      {shipping && <ShipmentFields values={parcel} errors={errors} onChange={setField} />}
      <Button type="submit" shape="rounded" disabled={isLoading || !changed}>
        {isLoading ? 'Updating...' : 'Update Status'}
      </Button>
    </form>
  );
}
