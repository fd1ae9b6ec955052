import { awaitsCash, cashReceivedSchema, codMessages, type AdminOrder } from '@artshop/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useRecordCashReceivedMutation } from './orders.api';

/**
 * 'Cash received' for a confirmed cash on delivery order shipped by hand (decision 0101): the
 * reference of the receipt or the courier's slip; the order becomes delivered and paid.
 */
export function CashReceivedForm({ order }: { order: AdminOrder }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [record, { isLoading }] = useRecordCashReceivedMutation();
  if (!awaitsCash(order)) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = cashReceivedSchema.safeParse({ reference });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? codMessages.cashReferenceRequired);
      return;
    }
    setError(undefined);
    try {
      await record({ id: order.id, reference: parsed.data.reference }).unwrap();
      toast.success(codMessages.cashReceived);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Please try again.'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={codMessages.cashReceived}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-48 flex-1">
        <TextField label="Cash reference" value={reference} onChange={setReference} error={error} />
      </div>
      <Button type="submit" variant="secondary" shape="rounded" disabled={isLoading}>
        {codMessages.cashReceived}
      </Button>
    </form>
  );
}
