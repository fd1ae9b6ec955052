import { LogOut } from '../../components/ui/icons';
import { useCallback, useId } from 'react';
import { Link } from '../../lib/router';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { HeaderSearch } from './header-search';
import { MAIN_NAV_LINKS, SHOP_LINKS } from './nav-links';
import { SideDrawer } from '../../components/ui/side-drawer';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

const linkClass =
  'block rounded-md px-3 py-2.5 text-base font-medium hover:bg-clay-100 hover:text-clay-700';

/** The slide-in menu under 1024px: closes on a link, an outside click, Escape, or a wide window. */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const { isLoggedIn } = useSession();
  const { logout } = useLogout();
  const shopLabelId = useId();

  const handleLogout = useCallback(() => {
    onClose();
    void logout();
  }, [onClose, logout]);

  return (
    <SideDrawer id={id} open={open} onClose={onClose} label="Menu" panelClassName="w-72 bg-paper">
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-3">
        <HeaderSearch className="mb-3 px-1" onSearch={onClose} />
        {MAIN_NAV_LINKS.map((link) =>
          link.kind === 'shop' ? (
            <div key={link.label} role="group" aria-labelledby={shopLabelId}>
              <p
                id={shopLabelId}
                className="mt-3 px-3 text-xs font-semibold uppercase tracking-wider text-ink-soft"
              >
                {link.label}
              </p>
              {SHOP_LINKS.map((shopLink) => (
                <Link key={shopLink.to} to={shopLink.to} onClick={onClose} className={linkClass}>
                  {shopLink.label}
                </Link>
              ))}
            </div>
          ) : link.kind === 'external' ? (
            <a
              key={link.label}
              href={link.href}
              target="_blank"
              rel="noopener"
              onClick={onClose}
              className={linkClass}
            >
              {link.label}
            </a>
          ) : (
            <Link key={link.label} to={link.to} onClick={onClose} className={linkClass}>
              {link.label}
            </Link>
          ),
        )}
        <Link to="/account/cart" onClick={onClose} className={linkClass}>
          Cart
        </Link>
        <div className="mt-4 border-t border-clay-100 pt-4">
          {isLoggedIn ? (
            <>
              <Link to="/my-account" onClick={onClose} className={linkClass}>
                My Account
              </Link>
              <button
                type="button"
                onClick={handleLogout}
                className={`${linkClass} flex w-full items-center gap-2`}
              >
                <LogOut size={18} aria-hidden="true" /> Logout
              </button>
            </>
          ) : (
            <div className="flex gap-2 px-3">
              <Link
                to="/signin"
                onClick={onClose}
                className="flex-1 rounded-full border border-clay-600 py-2 text-center font-medium text-clay-700"
              >
                Sign In
              </Link>
              <Link
                to="/signup"
                onClick={onClose}
                className="flex-1 rounded-full bg-clay-700 py-2 text-center font-medium text-paper"
              >
                Sign Up
              </Link>
            </div>
          )}
        </div>
      </nav>
    </SideDrawer>
  );
}
