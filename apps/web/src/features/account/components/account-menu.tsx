import { ArrowLeft } from 'lucide-react';
import { useEffect, useId } from 'react';
import { ACCOUNT_TABS, type AccountTab } from './account-tabs';
import { OpenOffersBadge, openOffersText } from './open-offers-badge';

interface AccountMenuProps {
  active: AccountTab;
  onSelect: (tab: AccountTab) => void;
  /** Under 768px the menu is a drawer; `open` says whether it is shown. */
  open: boolean;
  onClose: () => void;
  onBack: () => void;
  /** Offers waiting for an answer: a small count on the Offers tab when there are any. */
  openOffers: number;
}

/** The side menu of the account area: a static column from 768px, a slide-in drawer below. */
export function AccountMenu({
  active,
  onSelect,
  open,
  onClose,
  onBack,
  openOffers,
}: AccountMenuProps) {
  const countId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      {open && (
        <div
          data-testid="account-menu-backdrop"
          aria-hidden="true"
          onClick={onClose}
          className="fixed inset-0 z-40 bg-black/40 md:hidden"
        />
      )}
      <aside
        id="account-menu"
        className={`fixed inset-y-0 left-0 z-50 w-64 bg-white p-4 shadow-xl transition-transform md:visible md:static md:z-auto md:w-56 md:shrink-0 md:translate-x-0 md:rounded-2xl md:shadow-sm ${
          open ? 'translate-x-0' : 'invisible -translate-x-full'
        }`}
      >
        <button
          type="button"
          onClick={onBack}
          className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-clay-700 hover:text-clay-900"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back
        </button>
        <nav aria-label="My Account">
          <ul className="space-y-1">
            {ACCOUNT_TABS.map((tab) => {
              const count = tab.id === 'offers' ? openOffers : 0;
              return (
                <li key={tab.id}>
                  <button
                    type="button"
                    aria-current={tab.id === active ? 'page' : undefined}
                    // The name stays the tab's label; the count is its description.
                    aria-describedby={count > 0 ? countId : undefined}
                    onClick={() => onSelect(tab.id)}
                    className={`flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left font-medium transition ${
                      tab.id === active
                        ? 'bg-clay-700 text-white'
                        : 'text-ink hover:bg-clay-100 hover:text-clay-900'
                    }`}
                  >
                    {tab.label}
                    {count > 0 && <OpenOffersBadge count={count} />}
                  </button>
                  {count > 0 && (
                    <span id={countId} hidden>
                      {openOffersText(count)}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
    </>
  );
}
