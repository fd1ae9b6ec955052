import { fillMessage, shiprocketShipmentMessages as m, type AdminOrder } from '@artshop/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useShipWithShiprocketMutation } from './orders.api';

/** The orders ticked for shipping on the list, and how a row ticks one. */
export interface OrderSelection {
  ids: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Only a paid order still to ship, with a PIN code, can be ticked. */
  selectable: (order: AdminOrder) => boolean;
}

/** A row's tick box; its click stays in the box (a row click expands the order). */
export function SelectOrderBox({
  order,
  selection,
}: {
  order: AdminOrder;
  selection: OrderSelection;
}) {
  if (!selection.selectable(order)) return null;
  return (
    <input
      type="checkbox"
      checked={selection.ids.has(order.id)}
      onChange={() => selection.toggle(order.id)}
      onClick={(event) => event.stopPropagation()}
      aria-label={fillMessage(m.selectOrder, { number: order.number })}
      className="h-4 w-4"
    />
  );
}

interface BulkResult {
  id: string;
  number: string;
  ok: boolean;
  text: string;
}

/**
 * 'Ship selected with Shiprocket' (decision 0095): the ticked orders one after another, so one
 * refusal does not stop the rest; each order's outcome stays listed until the next run.
 */
export function BulkShipBar({
  orders,
  selection,
  onDone,
}: {
  orders: readonly AdminOrder[];
  selection: OrderSelection;
  onDone: (shippedIds: readonly string[]) => void;
}) {
  const [ship] = useShipWithShiprocketMutation();
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<BulkResult[]>([]);
  const chosen = orders.filter((order) => selection.ids.has(order.id));

  const run = async () => {
    setBusy(true);
    const outcome: BulkResult[] = [];
    for (const order of chosen) {
      try {
        const { shipment } = await ship({ id: order.id }).unwrap();
        outcome.push({
          id: order.id,
          number: order.number,
          ok: true,
          text: fillMessage(m.bulkShipped, { number: order.number, awb: shipment.awb }),
        });
      } catch (error) {
        outcome.push({
          id: order.id,
          number: order.number,
          ok: false,
          text: fillMessage(m.bulkFailed, {
            number: order.number,
            message: errorMessage(error, 'Please try again.'),
          }),
        });
      }
      setResults([...outcome]);
    }
    setBusy(false);
    onDone(outcome.filter((r) => r.ok).map((r) => r.id));
  };

  if (chosen.length === 0 && results.length === 0) return null;
  return (
    <div className="space-y-2 rounded-xl bg-white p-4 shadow-sm">
      {chosen.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button shape="rounded" disabled={busy} onClick={() => void run()}>
            {busy ? m.shipping : m.shipSelected}
          </Button>
          <span className="text-sm text-ink-soft">
            {fillMessage(m.selectedCount, { count: String(chosen.length) })}
          </span>
        </div>
      )}
      {results.length > 0 && (
        <section aria-label={m.bulkHeading}>
          <h2 className="text-sm font-semibold text-clay-900">{m.bulkHeading}</h2>
          <ul role="status" className="mt-1 space-y-1 text-sm">
            {results.map((result) => (
              <li key={result.id} className={result.ok ? 'text-green-800' : 'text-red-800'}>
                {result.text}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
