// Placeholder until this screen is built.
export function AdminWebsiteReviewsPage() {
  return <h1 className="text-2xl font-semibold text-clay-900">Website Reviews</h1>;
}
