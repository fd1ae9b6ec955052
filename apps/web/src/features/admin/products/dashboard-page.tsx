// Placeholder until this screen is built.
export function AdminDashboardPage() {
  return <h1 className="text-2xl font-semibold text-clay-900">Dashboard</h1>;
}
