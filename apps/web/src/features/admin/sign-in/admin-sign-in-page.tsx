import { usePageTitle } from '../../../lib/use-page-title';

// Placeholder until this screen is built.
export function AdminSignInPage() {
  usePageTitle('Admin Sign In');
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand p-4">
      <h1 className="text-2xl font-semibold text-clay-900">Admin Sign In</h1>
    </main>
  );
}
