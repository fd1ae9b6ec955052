import { adminSessionMessages } from '@artshop/shared';
import { LogOut, Menu, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { useAdminLogout } from './use-admin-logout';
import { Button } from '../../../components/ui/button';

interface AdminTopBarProps {
  drawerId: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
}

/** The top search's name; kept apart from the pages' own boxes ('Search products...' etc.). */
export const ADMIN_TOP_SEARCH_LABEL = 'Search the shop admin';

/**
 * The top bar: the drawer's menu button (under 1024px), the title, a search and logout. The search
 * jumps to the dashboard's products filtered by the text (`?q=`, decision 0011); on the dashboard
 * itself its own box does that, so the bar shows none: one search box per page (decision 0086).
 */
export function AdminTopBar({ drawerId, drawerOpen, onOpenDrawer }: AdminTopBarProps) {
  const navigate = useNavigate();
  const onDashboard = useLocation().pathname === '/admin/dashboard';
  const { logout, busy } = useAdminLogout();
  const [text, setText] = useState('');

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    void navigate(q ? `/admin/dashboard?q=${encodeURIComponent(q)}` : '/admin/dashboard');
  };

  return (
    <header
      data-top-bar
      className="sticky top-0 z-30 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-clay-100 bg-white px-3 py-2 sm:px-4 md:h-14 md:flex-nowrap md:py-0"
    >
      <Button
        variant="ghost"
        size="icon"
        shape="rounded"
        onClick={onOpenDrawer}
        aria-label="Open menu"
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        className="lg:hidden"
      >
        <Menu size={22} aria-hidden="true" />
      </Button>
      <p className="font-serif text-lg font-semibold whitespace-nowrap text-clay-900">
        {adminSessionMessages.title}
      </p>
      {/* On phones the search wraps to its own full-width row under the title. */}
      {!onDashboard && (
        <form
          role="search"
          onSubmit={onSearch}
          className="relative order-last w-full md:order-none md:ml-auto md:w-auto md:max-w-sm md:flex-1"
        >
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-soft"
          />
          <input
            type="search"
            aria-label={ADMIN_TOP_SEARCH_LABEL}
            placeholder="Search..."
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-lg border border-clay-300 bg-white py-1.5 pr-3 pl-9 text-ink focus:border-clay-700 focus:outline-none"
          />
        </form>
      )}
      <Button
        variant="secondary"
        size="sm"
        shape="rounded"
        onClick={() => void logout()}
        disabled={busy}
        className={onDashboard ? 'ml-auto' : 'ml-auto md:ml-0'}
      >
        <LogOut size={16} aria-hidden="true" />
        Logout
      </Button>
    </header>
  );
}
