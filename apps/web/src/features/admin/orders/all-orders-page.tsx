// Placeholder until this screen is built.
export function AdminAllOrdersPage() {
  return <h1 className="text-2xl font-semibold text-clay-900">All Orders</h1>;
}
