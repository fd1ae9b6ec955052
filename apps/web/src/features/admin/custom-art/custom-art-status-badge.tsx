import type { CustomArtStatus } from '@artshop/shared';
import { statusLabel } from './custom-art-filter';

/** Pending in amber, Completed in green (the admin colours of spec section 4). */
export function CustomArtStatusBadge({ status }: { status: CustomArtStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        status === 'completed' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {statusLabel(status)}
    </span>
  );
}
