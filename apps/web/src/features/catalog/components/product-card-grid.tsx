import type { Product } from '@artshop/shared';
import { catalogUi } from '@artshop/shared';
import { Button } from '../../../components/ui/button';
import { CollectionProductCard } from './collection-product-card';

interface ProductCardGridProps {
  products: readonly Product[];
  /** The grid's classes: a collection has its filters beside it, the search page its facets. */
  className: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A page of product cards and the 'Load more' button under it, as collections and search show
 * them: stone art carries its rating, and the first card's image is the page's priority image.
 */
export function ProductCardGrid({
  products,
  className,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: ProductCardGridProps) {
  return (
    <>
      <div className={className}>
        {products.map((product, index) => (
          <CollectionProductCard
            key={product.id}
            product={product}
            showRating={product.type === 'stoneArt'}
            priority={index === 0}
          />
        ))}
      </div>
      {hasNextPage && (
        <div className="mt-10 flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? catalogUi.loadingMore : catalogUi.loadMore}
          </Button>
        </div>
      )}
    </>
  );
}
