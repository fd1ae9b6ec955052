import { NavLink, Outlet } from '../../lib/router';

const pages = [
  { to: 'about-us', label: 'About Us' },
  { to: 'faq', label: 'FAQ' },
  { to: 'contact-us', label: 'Contact Us' },
  { to: 'operating-guidelines', label: 'Operating Guidelines' },
  { to: 'terms-conditions', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy' },
  { to: 'career', label: 'Careers' },
] as const;

/** The /careers section: a sub-nav beside (or, on phones, above) the page. */
export function CareersLayout() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[14rem_1fr] lg:py-14">
      <nav
        aria-label="Information pages"
        className="-mx-4 overflow-x-auto px-4 lg:sticky lg:top-24 lg:mx-0 lg:self-start lg:overflow-visible lg:px-0"
      >
        <ul className="flex gap-2 lg:flex-col lg:gap-1">
          {pages.map((page) => (
            <li key={page.to} className="shrink-0">
              <NavLink
                to={page.to}
                className="block rounded-full border border-clay-100 px-4 py-1.5 text-sm font-medium text-ink-soft hover:text-clay-700 aria-[current=page]:border-clay-600 aria-[current=page]:bg-clay-100 aria-[current=page]:text-clay-700 lg:rounded-md lg:border-transparent"
              >
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
