import { useCallback, useId, useState } from 'react';
import { Navigate, Outlet } from '../../lib/router';
import { AdminDrawer } from './layout/admin-drawer';
import { AdminSidebar } from './layout/admin-sidebar';
import { AdminTopBar } from './layout/admin-top-bar';
import { useAdminCheck } from './layout/use-admin-check';

/**
 * The frame of every /admin/* page but /admin, and its guard: nothing of the page shows until the
 * server has confirmed the admin session; anyone else goes to /admin. It lives in the lazy admin
 * chunk; shoppers never download it.
 */
export function AdminLayout() {
  const check = useAdminCheck();
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  if (check.state === 'refused') return <Navigate to="/admin" replace />;
  if (check.state === 'checking') {
    return (
      <div className="min-h-screen bg-sand" aria-busy="true">
        <p className="sr-only" role="status">
          Checking your admin session...
        </p>
      </div>
    );
  }

  return (
    <div className="min-h-screen bg-sand">
      <AdminTopBar
        drawerId={drawerId}
        drawerOpen={drawerOpen}
        onOpenDrawer={() => setDrawerOpen(true)}
      />
      <div className="flex">
        <aside className="sticky top-14 hidden h-[calc(100vh-3.5rem)] w-64 shrink-0 overflow-y-auto border-r border-clay-100 bg-white lg:block">
          <AdminSidebar admin={check.admin} />
        </aside>
        <main className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
      <AdminDrawer id={drawerId} open={drawerOpen} onClose={closeDrawer}>
        <AdminSidebar admin={check.admin} onNavigate={closeDrawer} />
      </AdminDrawer>
    </div>
  );
}
