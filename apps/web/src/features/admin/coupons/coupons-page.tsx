// Placeholder until this screen is built.
export function AdminCouponsPage() {
  return <h1 className="text-2xl font-semibold text-clay-900">Coupons</h1>;
}
