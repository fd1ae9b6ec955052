// Placeholder until this screen is built.
export function AdminCustomArtPage() {
  return <h1 className="text-2xl font-semibold text-clay-900">Custom Arts Orders</h1>;
}
