import { SHOP_NAME } from '@artshop/shared';
import { Link } from '../../lib/router';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded"
      aria-label={`${SHOP_NAME} home`}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" className="fill-clay-700" />
        <path d="M8 21c3-6 6-9 8-9s4 3 8 9Z" className="fill-clay-300" />
        <circle cx="21" cy="10" r="2.5" className="fill-gold" />
      </svg>
      <span className="font-serif text-lg font-semibold leading-none tracking-wide text-clay-900 sm:text-xl">
        {SHOP_NAME}
      </span>
    </Link>
  );
}
