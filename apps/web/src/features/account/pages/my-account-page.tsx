import { Menu } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../../lib/router';
import { useAppSelector } from '../../../store/hooks';
import { PageHead } from '../../../components/seo/page-head';
import { AccountMenu } from '../components/account-menu';
import { AccountSettings } from '../components/account-settings';
import { MySaved } from '../components/my-saved';
import { ACCOUNT_TABS, tabFromParam } from '../components/account-tabs';
import { MyDetails } from '../components/my-details';
import { MyOffers } from '../components/my-offers';
import { MyOrders } from '../components/my-orders';
import { MyRequests } from '../components/my-requests';
import { PrivacySettings } from '../components/privacy-settings';
import { SavedAddresses } from '../components/saved-addresses';
import { OpenOffersBadge, openOffersText } from '../components/open-offers-badge';
import { useOpenOfferCount } from '../lib/use-open-offer-count';
import { Button } from '../../../components/ui/button';

/**
 * /my-account (`?tab=addresses`, `?tab=orders`, `?tab=offers`, `?tab=requests`, `?tab=settings` or `?tab=privacy` to open that tab):
 * the side menu (a drawer under 768px) and the chosen tab. Signed-in customers only.
 */
export function MyAccountPage() {
  const { isLoggedIn, user, status } = useAppSelector((state) => state.auth);
  const navigate = useNavigate();
  // The address names the tab (`?tab=offers`): the emails link to tabs this way, a link inside a
  // tab (a paid offer's 'View my orders') moves to another, and a reload stays on the same one.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromParam(searchParams.get('tab'));
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openOffers = useOpenOfferCount(!isLoggedIn);

  // An erased account (My Account > Privacy) goes home, not to the sign-in page.
  const [deleted, setDeleted] = useState(false);
  const onDeleted = useCallback(() => setDeleted(true), []);

  if (deleted) return <Navigate to="/" replace />;
  if (status === 'ready' && !isLoggedIn) return <Navigate to="/signin" replace />;
  if (!isLoggedIn || !user) {
    return (
      <>
        <PageHead title="My Account" noindex />
        <p className="px-4 py-16 text-center text-ink-soft">Loading your account...</p>
      </>
    );
  }

  const activeLabel = ACCOUNT_TABS.find((t) => t.id === tab)?.label;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <PageHead title="My Account" noindex />
      <h1 className="sr-only">My Account</h1>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={menuOpen}
        aria-controls="account-menu"
        onClick={() => setMenuOpen(true)}
        className="mb-4 bg-white md:hidden"
      >
        <Menu aria-hidden="true" className="h-4 w-4" />
        Account menu: {activeLabel}
        {openOffers > 0 && (
          <>
            <OpenOffersBadge count={openOffers} />
            <span className="sr-only">, {openOffersText(openOffers)}</span>
          </>
        )}
      </Button>
      <div className="md:flex md:items-start md:gap-6">
        <AccountMenu
          active={tab}
          open={menuOpen}
          onClose={closeMenu}
          onBack={() => void navigate(-1)}
          openOffers={openOffers}
          onSelect={(next) => {
            // Replace, not push: Back leaves the account area rather than stepping through tabs.
            setSearchParams({ tab: next }, { replace: true });
            closeMenu();
          }}
        />
        <div className="min-w-0 flex-1">
          {tab === 'details' && <MyDetails user={user} />}
          {tab === 'addresses' && <SavedAddresses />}
          {tab === 'orders' && <MyOrders />}
          {tab === 'offers' && <MyOffers />}
          {tab === 'saved' && <MySaved />}
          {tab === 'requests' && <MyRequests />}
          {tab === 'settings' && <AccountSettings user={user} />}
          {tab === 'privacy' && <PrivacySettings onDeleted={onDeleted} />}
        </div>
      </div>
    </section>
  );
}
