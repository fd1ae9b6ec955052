import {
  breadcrumbJsonLd,
  COLLECTION_PAGES,
  HOME_PAGE,
  productJsonLd,
  productPath,
  shareImagePath,
  type Product,
} from '@artshop/shared';
import { PageHead } from '../../../components/seo/page-head';
import { StructuredData } from '../../../components/seo/structured-data';
import { absoluteUrl, useSiteUrl } from '../../../lib/site-url';

/**
 * A product page's head: its title, description and widest main image for search results and link
 * previews, and its `Product` (with the `Offer`) and breadcrumb (Home › collection › product) as
 * JSON-LD.
 */
export function ProductHead({ product }: { product: Product }) {
  const path = productPath(product.id);
  return (
    <>
      <PageHead
        title={product.title}
        description={product.description}
        path={path}
        image={shareImagePath(product.images) ?? product.mainImageUrl ?? undefined}
        type="product"
      />
      {import.meta.env.SSR && <ProductStructuredData product={product} />}
    </>
  );
}

function ProductStructuredData({ product }: { product: Product }) {
  const siteUrl = useSiteUrl();
  const path = productPath(product.id);
  const breadcrumb = breadcrumbJsonLd(
    [HOME_PAGE, COLLECTION_PAGES[product.type], { path, name: product.title }].map((page) => ({
      name: page.name,
      url: absoluteUrl(siteUrl, page.path),
    })),
  );
  return <StructuredData nodes={[productJsonLd(product, { siteUrl }), breadcrumb]} />;
}
