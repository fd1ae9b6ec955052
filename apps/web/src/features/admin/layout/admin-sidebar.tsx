import { adminSessionMessages, type AdminProfile } from '@artshop/shared';
import { ShieldCheck } from 'lucide-react';
import { NavLink } from '../../../lib/router';
import { ADMIN_LINKS } from '../admin-links';
import { useGetAdminStatsQuery } from '../admin.api';

interface AdminSidebarProps {
  admin: AdminProfile;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

const linkClass =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-clay-100 aria-[current=page]:bg-clay-100 aria-[current=page]:text-clay-700';

/**
 * The order figures, computed by the server from the orders table (not the spec's 15/7/8): paid
 * orders still to send are 'To ship', and 'Completed' means delivered (decision 0086).
 */
function OrderFigures() {
  const { data, isError } = useGetAdminStatsQuery();
  const figure = (value: number | undefined) => (isError ? '–' : (value ?? '…'));
  const rows = [
    ['Total Orders', figure(data?.total)],
    ['Pending', figure(data?.pending)],
    ['To ship', figure(data?.toShip)],
    ['Completed', figure(data?.completed)],
  ] as const;
  return (
    <section aria-label="Order figures" className="rounded-lg bg-sand p-3">
      <dl className="space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The sidebar's content, shown fixed at 1024px and wider and in the drawer below. */
export function AdminSidebar({ admin, onNavigate }: AdminSidebarProps) {
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <nav aria-label="Admin" className="flex flex-col gap-1">
        {ADMIN_LINKS.map(({ to, label, icon: Icon }) => (
          <NavLink key={to} to={to} onClick={onNavigate} className={linkClass}>
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
            {label}
          </NavLink>
        ))}
      </nav>
      <OrderFigures />
      <div className="mt-auto space-y-3 border-t border-clay-100 pt-3 text-sm">
        <p className="flex items-center gap-2 text-ink-soft">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-green-600" />
          {adminSessionMessages.systemStatus}
        </p>
        <section aria-label="Signed-in admin" className="min-w-0">
          <p className="truncate font-semibold text-ink">{admin.name}</p>
          <p className="truncate text-ink-soft">{admin.email}</p>
          {/* The admin's own account, apart from the spec's seven shop links above. */}
          <NavLink to="/admin/security" onClick={onNavigate} className={`${linkClass} mt-2 -mx-3`}>
            <ShieldCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
            Security
          </NavLink>
        </section>
      </div>
    </div>
  );
}
