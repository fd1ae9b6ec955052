import {
  adminOrderMessages,
  capitaliseStatus,
  fulfilmentStatusValues,
  type AdminOrder,
  type FulfilmentStatusValue,
} from '@artshop/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/api-error';
import { useSetOrderStatusMutation } from './orders.api';
import { Button } from '../../../components/ui/button';

/**
 * The admin's fulfilment step for a paid order: pick processing, shipped, delivered or cancelled
 * and confirm with a button, so a slip of the dropdown does not cancel an order by itself.
 */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const selectId = useId();
  const [setStatus, { isLoading }] = useSetOrderStatusMutation();
  const current = order.fulfilmentStatus;
  const [chosen, setChosen] = useState<FulfilmentStatusValue>(current ?? 'processing');

  if (order.status !== 'success') {
    return <p className="text-sm text-ink-soft">{adminOrderMessages.statusNeedsPayment}</p>;
  }

  const submit = async () => {
    try {
      await setStatus({ id: order.id, status: chosen }).unwrap();
      toast.success(adminOrderMessages.statusUpdated);
    } catch (error) {
      toast.error(
        `${adminOrderMessages.statusUpdateFailed} ${errorMessage(error, 'Please try again.')}`,
      );
    }
  };

  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <label htmlFor={selectId} className="block text-sm font-medium text-ink">
          Order status
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as FulfilmentStatusValue)}
          className="mt-1 rounded-lg border border-clay-300 bg-white px-3 py-2 text-ink focus:border-clay-700 focus:outline-none"
        >
          {fulfilmentStatusValues.map((value) => (
            <option key={value} value={value}>
              {capitaliseStatus(value)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" shape="rounded" disabled={isLoading || chosen === current}>
        {isLoading ? 'Updating...' : 'Update Status'}
      </Button>
    </form>
  );
}
