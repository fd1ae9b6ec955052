import type { Product } from '@artshop/shared';
import { ArrowRight } from '../../../components/ui/icons';
import { HomeProductCard } from './home-product-card';
import { ProductGridSkeleton } from './skeletons';
import { ButtonLink } from '../../../components/ui/button';

const HOME_COUNT = 4;
const GRID = 'grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4';

interface ProductSectionProps {
  title: string;
  subtitle: string;
  products: Product[] | undefined;
  isLoading: boolean;
  viewMoreTo?: string;
}

/** A home shelf: the first 4 products of a list, with skeletons while it loads. */
export function ProductSection({
  title,
  subtitle,
  products,
  isLoading,
  viewMoreTo,
}: ProductSectionProps) {
  const id = `${title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="font-serif text-2xl text-ink sm:text-3xl">
            {title}
          </h2>
          <p className="mt-1 text-ink-soft">{subtitle}</p>
        </div>
        {viewMoreTo && (
          <ButtonLink to={viewMoreTo} variant="ghost" size="sm" className="shrink-0">
            View More
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
        )}
      </div>
      {isLoading ? (
        <ProductGridSkeleton count={HOME_COUNT} className={GRID} />
      ) : (
        <div className={GRID}>
          {(products ?? []).slice(0, HOME_COUNT).map((product) => (
            <HomeProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </section>
  );
}
