import { NavLink, Outlet } from 'react-router';
import { ADMIN_LINKS } from './admin-links';

/** The back-office frame. It lives in the lazy admin chunk; shoppers never download it. */
export function AdminLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-sand">
      <header className="flex h-14 items-center border-b border-clay-100 bg-white px-4">
        <p className="font-serif text-lg font-semibold text-clay-900">Admin Dashboard</p>
      </header>
      <div className="flex flex-1">
        <nav
          aria-label="Admin"
          className="hidden w-64 shrink-0 flex-col gap-1 border-r border-clay-100 bg-white p-3 lg:flex"
        >
          {ADMIN_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className="rounded px-3 py-2 text-sm font-medium hover:bg-clay-100 aria-[current=page]:bg-clay-100 aria-[current=page]:text-clay-700"
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <main className="flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
