/** A card-shaped grey pulse shown while products load, so the grid does not jump when they arrive. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse overflow-hidden rounded-2xl bg-white shadow-sm"
    >
      <div className="aspect-square bg-stone-200" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-1/3 rounded bg-stone-200" />
        <div className="h-4 w-3/4 rounded bg-stone-200" />
        <div className="h-4 w-1/2 rounded bg-stone-200" />
      </div>
    </div>
  );
}

/** `count` skeleton cards plus one polite status line for screen readers. */
export function ProductGridSkeleton({ count, className }: { count: number; className: string }) {
  return (
    <div className={className}>
      <span className="sr-only" role="status">
        Loading products...
      </span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
