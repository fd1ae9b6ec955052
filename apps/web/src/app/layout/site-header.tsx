import { Menu, ShoppingBag, UserRound } from '../../components/ui/icons';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Link, NavLink } from '../../lib/router';
import { useAppSelector } from '../../store/hooks';
import { useSession } from '../../features/auth/use-session';
import { selectCartCount } from '../../features/cart/cart.slice';
import { HeaderSearch } from './header-search';
import { Logo } from './logo';
import { MAIN_NAV_LINKS } from './nav-links';
import { ShopDropdown } from './shop-dropdown';
import { Button, buttonClasses } from '../../components/ui/button';

// The phone menu (its drawer, links and logout) is drawn only once opened, so the first view does
// not carry its code: it loads when the shopper reaches for the button (pointer over it, focus, a
// press), at the latest on the click. Closed, it draws nothing on the server and in the browser alike.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const prefetchMobileMenu = () => void loadMobileMenu();

const iconButton = buttonClasses({ variant: 'ghost', size: 'icon', className: 'relative' });

export function SiteHeader() {
  const { isLoggedIn } = useSession();
  const cartCount = useAppSelector(selectCartCount);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on: reopening is then immediate.
  const [menuShown, setMenuShown] = useState(false);
  const menuId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header
      data-top-bar
      className="sticky top-0 z-30 border-b border-clay-100 bg-paper/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onPointerEnter={prefetchMobileMenu}
            onPointerDown={prefetchMobileMenu}
            onFocus={prefetchMobileMenu}
            onClick={() => {
              setMenuShown(true);
              setMenuOpen(true);
            }}
          >
            <Menu size={22} aria-hidden="true" />
          </Button>
          <Logo />
        </div>

        <nav aria-label="Main" className="hidden items-center gap-6 lg:flex">
          {MAIN_NAV_LINKS.map((link) =>
            link.kind === 'shop' ? (
              <ShopDropdown key={link.label} label={link.label} />
            ) : link.kind === 'external' ? (
              <a
                key={link.label}
                href={link.href}
                target="_blank"
                rel="noopener"
                className="rounded px-2 py-1 font-medium hover:text-clay-600"
              >
                {link.label}
              </a>
            ) : (
              <NavLink
                key={link.label}
                to={link.to}
                end={link.end}
                className="rounded px-2 py-1 font-medium hover:text-clay-600 aria-[current=page]:text-clay-700"
              >
                {link.label}
              </NavLink>
            ),
          )}
        </nav>

        <div className="flex items-center gap-1">
          {/* From 1024px; on a phone the field is in the menu (decision 0107). */}
          <HeaderSearch className="mr-2 hidden w-52 lg:block xl:w-64" />
          <Link
            to={isLoggedIn ? '/my-account' : '/signin'}
            className={iconButton}
            aria-label={isLoggedIn ? 'My account' : 'Sign in'}
          >
            <UserRound size={22} aria-hidden="true" />
          </Link>
          <Link
            to="/account/cart"
            className={iconButton}
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
          >
            <ShoppingBag size={22} aria-hidden="true" />
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-clay-600 px-1 text-[11px] font-bold text-white"
            >
              {cartCount}
            </span>
          </Link>
        </div>
      </div>
      {menuShown && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
