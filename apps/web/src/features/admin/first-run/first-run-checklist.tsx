import { firstRunMessages as m } from '@artshop/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useGetFirstRunQuery, useRemoveDemoCatalogueMutation } from './first-run.api';
import { FirstRunItemRow } from './first-run-item';

/**
 * The dashboard's first-run checklist (decision 0086): what a new shop still has to do, as the
 * server computes it, shown until every point is done. Nothing while loading or on an error: the
 * dashboard's own work comes first.
 */
export function FirstRunChecklist() {
  const { data } = useGetFirstRunQuery();
  const [removeDemo, { isLoading: removing }] = useRemoveDemoCatalogueMutation();
  const [confirming, setConfirming] = useState(false);
  if (!data || data.done) return null;

  const doneCount = data.items.filter((item) => item.done).length;
  const confirmRemove = async () => {
    try {
      const result = await removeDemo().unwrap();
      toast.success(result.message);
    } catch {
      toast.error(m.demo.failed);
    }
    setConfirming(false);
  };

  return (
    <section
      aria-labelledby="first-run-heading"
      className="rounded-xl border border-clay-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="first-run-heading" className="text-lg font-semibold text-clay-900">
          {m.heading}
        </h2>
        <p className="text-sm text-ink-soft">{m.progress(doneCount, data.items.length)}</p>
      </div>
      <p className="mt-1 text-sm text-ink-soft">{m.intro}</p>
      <ul className="mt-2 divide-y divide-clay-100">
        {data.items.map((item) => (
          <FirstRunItemRow
            key={item.id}
            item={item}
            action={
              item.id === 'demo' && !item.done ? (
                <Button
                  variant="secondary"
                  size="sm"
                  shape="rounded"
                  className="mt-2"
                  onClick={() => setConfirming(true)}
                  disabled={removing}
                >
                  {m.demo.button}
                </Button>
              ) : undefined
            }
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        title={m.demo.confirmTitle}
        message={m.demo.confirm}
        confirmLabel={m.demo.button}
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
