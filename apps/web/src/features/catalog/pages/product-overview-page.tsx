import { Loader2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGetProductQuery } from '../catalog.api';
import { PaintingDetails } from '../components/painting-details';
import { ProductReviews } from '../components/product-reviews';
import { Recommendations } from '../components/recommendations';
import { StoneArtDetails } from '../components/stone-art-details';
import { mainImageOf } from '../lib/product-view';
import { ButtonLink } from '../../../components/ui/button';

/**
 * A centred message. While loading it fills the screen: the product view that replaces it is taller
 * than the screen, so the footer must start below the fold or its jump counts as layout shift.
 */
function Notice({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  return (
    <div
      className={`flex ${fill ? 'min-h-svh' : 'min-h-[50vh]'} flex-col items-center justify-center gap-4 text-center`}
    >
      {children}
    </div>
  );
}

export function ProductOverviewPage() {
  const { id = '' } = useParams();
  // currentData (not data) so the previous product does not linger while the next one loads.
  const { currentData: product, isFetching, isError } = useGetProductQuery(id, { skip: !id });
  usePageTitle(product?.title || 'Product');

  // Moving from one product to another keeps the same page component: start each at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  let body: ReactNode;
  if (!product && isFetching) {
    body = (
      <Notice fill>
        <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-clay-500" />
        <p role="status" className="text-ink-soft">
          Loading product...
        </p>
      </Notice>
    );
  } else if (isError || !product || !mainImageOf(product)) {
    body = (
      <Notice>
        <h1 className="font-serif text-2xl text-ink">Product not found.</h1>
        <ButtonLink to="/shop/stone-art" size="lg">
          Browse the collection
        </ButtonLink>
      </Notice>
    );
  } else if (!product.title) {
    body = (
      <Notice>
        <h1 className="font-serif text-2xl text-ink">Product details not found!</h1>
      </Notice>
    );
  } else {
    body = (
      <>
        {product.type === 'painting' ? (
          <PaintingDetails key={product.id} product={product} />
        ) : (
          // Keyed so the gallery, size, quantity and cart button start fresh on each product.
          <StoneArtDetails key={product.id} product={product} />
        )}
        <ProductReviews productId={product.id} />
        <Recommendations currentId={product.id} />
      </>
    );
  }

  return <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">{body}</div>;
}
