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
import { absoluteUrl, useSiteUrl } from '../../../lib/site-url';

/**
 * A product page's head: its title, description and widest main image for search results and link
 * previews, and its `Product` (with the `Offer`) and breadcrumb (Home › collection › product) as
 * JSON-LD.
 */
export function ProductHead({ product }: { product: Product }) {
  const siteUrl = useSiteUrl();
  const path = productPath(product.id);
  const collection = COLLECTION_PAGES[product.type];
  const breadcrumb = breadcrumbJsonLd(
    [HOME_PAGE, collection, { path, name: product.title }].map((page) => ({
      name: page.name,
      url: absoluteUrl(siteUrl, page.path),
    })),
  );
  return (
    <PageHead
      title={product.title}
      description={product.description}
      path={path}
      image={shareImagePath(product.images) ?? product.mainImageUrl ?? undefined}
      type="product"
      jsonLd={[productJsonLd(product, { siteUrl }), breadcrumb]}
    />
  );
}
