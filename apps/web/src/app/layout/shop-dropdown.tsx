import { ChevronDown } from '../../components/ui/icons';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '../../lib/router';
import { SHOP_LINKS } from './nav-links';
import { useDismiss } from '../../lib/use-dismiss';
import { useHydrated } from '../../lib/use-hydrated';

export function ShopDropdown({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded px-2 py-1 font-medium hover:text-clay-600"
      >
        {label}
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={open ? 'rotate-180 transition' : 'transition'}
        />
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute left-0 top-full z-30 mt-2 w-48 overflow-hidden rounded-lg border border-clay-100 bg-white py-1 shadow-lg"
        >
          {SHOP_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={close}
                className="block px-4 py-2 hover:bg-clay-100 hover:text-clay-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
