import { firstRunMessages as m, type FirstRunItem } from '@artshop/shared';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';

/** One point of the checklist: done or not, what is set or what to do, and where. */
export function FirstRunItemRow({ item, action }: { item: FirstRunItem; action?: ReactNode }) {
  const Icon = item.done ? CheckCircle2 : Circle;
  return (
    <li className="flex items-start gap-3 py-3">
      <Icon
        aria-hidden="true"
        className={`mt-0.5 h-5 w-5 shrink-0 ${item.done ? 'text-green-700' : 'text-clay-500'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">
          {item.href && !item.done ? (
            <Link
              to={item.href}
              className="text-clay-700 underline decoration-clay-300 underline-offset-2 hover:text-clay-900"
            >
              {item.title}
            </Link>
          ) : (
            item.title
          )}
          <span className="sr-only">: {item.done ? m.doneLabel : m.todoLabel}</span>
        </p>
        <p className="text-sm wrap-anywhere text-ink-soft">{item.detail}</p>
        {action}
      </div>
    </li>
  );
}
