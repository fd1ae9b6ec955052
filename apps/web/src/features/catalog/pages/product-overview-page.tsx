import type { Product, ProductType } from '@artshop/shared';
import { Loader2 } from '../../../components/ui/icons';
import { Suspense, use, useState, type ReactNode } from 'react';
import { useParams } from '../../../lib/router';
import { useHydrated } from '../../../lib/use-hydrated';
import { PageHead } from '../../../components/seo/page-head';
import { useGetProductQuery } from '../catalog.api';
import { ProductHead } from '../components/product-head';
import { DeferredReviews } from '../components/deferred-reviews';
import { DeferredRecommendations } from '../components/deferred-recommendations';
import { mainImageOf } from '../lib/product-view';
import { ButtonLink } from '../../../components/ui/button';
import { prefetchProduct } from '../lib/prefetch';

type Details = (props: { product: Product }) => ReactNode;

// A product page draws a painting's details or a stone's, never both: each is its own chunk, so a
// page loads only the one it draws.
const detailsLoaders = {
  painting: () => import('../components/painting-details').then((m) => m.PaintingDetails),
  stoneArt: () => import('../components/stone-art-details').then((m) => m.StoneArtDetails),
} satisfies Record<ProductType, () => Promise<Details>>;

const loadedDetails = new Map<ProductType, Details>();
const loadingDetails = new Map<ProductType, Promise<Details>>();

/** Loads the details of a type (once); drawn at once from then on. */
function loadDetails(type: ProductType): Promise<Details> {
  let loading = loadingDetails.get(type);
  if (!loading) {
    loading = detailsLoaders[type]().then((component) => {
      loadedDetails.set(type, component);
      return component;
    });
    loadingDetails.set(type, loading);
  }
  return loading;
}

// In the browser, the server's HTML names the details it drew (data-product-details, below): their
// chunk is asked for as this module loads, beside the page's code, not when hydration reaches them.
if (typeof document !== 'undefined') {
  const drawn =
    document.querySelector<HTMLElement>('[data-product-details]')?.dataset.productDetails;
  if (drawn === 'painting' || drawn === 'stoneArt') void loadDetails(drawn).catch(() => undefined);
}

function DetailsOfType({ product }: { product: Product }) {
  const Component = loadedDetails.get(product.type) ?? use(loadDetails(product.type));
  return <Component product={product} />;
}

/**
 * A painting's details or a stone's, by the product's type. On the server and while hydrating they
 * are drawn in place, as the router draws a page: the static renderer would send a large Suspense
 * boundary's HTML hidden, behind an inline script the Content-Security-Policy refuses, and the
 * hydrating render must find the server's tree. So the server's render, and the browser's hydration,
 * wait for their chunk. Only after a move to a product whose details have not loaded does a
 * boundary show a blank of the page's height meanwhile, so the footer does not jump up.
 */
function ProductDetails({ product }: { product: Product }) {
  const hydrated = useHydrated();
  // Settled when mounted: a switch between the two would redraw the details and lose the size and
  // quantity chosen.
  const [inPlace] = useState(() => !hydrated || loadedDetails.has(product.type));
  const details = <DetailsOfType product={product} />;
  return (
    <div data-product-details={product.type}>
      {inPlace ? details : <Suspense fallback={<div className="min-h-svh" />}>{details}</Suspense>}
    </div>
  );
}

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

  let body: ReactNode;
  if (!product && isFetching) {
    body = (
      <Notice fill>
        <PageHead title="Product" />
        <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-clay-500" />
        <p role="status" className="text-ink-soft">
          Loading product...
        </p>
      </Notice>
    );
  } else if (isError || !product || !mainImageOf(product)) {
    body = (
      <Notice>
        <PageHead title="Product not found" noindex />
        <h1 className="font-serif text-2xl text-ink">Product not found.</h1>
        <ButtonLink to="/shop/stone-art" size="lg">
          Browse the collection
        </ButtonLink>
      </Notice>
    );
  } else if (!product.title) {
    body = (
      <Notice>
        <PageHead title="Product" noindex />
        <h1 className="font-serif text-2xl text-ink">Product details not found!</h1>
      </Notice>
    );
  } else {
    body = (
      <>
        <ProductHead product={product} />
        {/* Keyed so the gallery, size, quantity and cart button start fresh on each product. */}
        <ProductDetails key={product.id} product={product} />
        <DeferredReviews key={product.id} productId={product.id} />
        <DeferredRecommendations currentId={product.id} />
      </>
    );
  }

  return <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">{body}</div>;
}

export const prefetch = prefetchProduct;
