import { usePageTitle } from '../../lib/use-page-title';

// Headings only, until the admin issue builds these screens.
function AdminHeading({ title }: { title: string }) {
  usePageTitle(`${title} | Admin`);
  return <h1 className="text-2xl font-semibold text-clay-900">{title}</h1>;
}

export function AdminSignInPage() {
  usePageTitle('Admin Sign In');
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand p-4">
      <h1 className="text-2xl font-semibold text-clay-900">Admin Sign In</h1>
    </main>
  );
}

export const AdminDashboardPage = () => <AdminHeading title="Dashboard" />;
export const AdminAddProductPage = () => <AdminHeading title="Add Product" />;
