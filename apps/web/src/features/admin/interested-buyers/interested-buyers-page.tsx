// Placeholder until this screen is built.
export function AdminInterestedBuyersPage() {
  return <h1 className="text-2xl font-semibold text-clay-900">Interested Buyers</h1>;
}
