// Placeholder until this screen is built.
export function AdminAddProductPage() {
  return <h1 className="text-2xl font-semibold text-clay-900">Add Product</h1>;
}
