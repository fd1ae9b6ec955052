import { organizationJsonLd, SHOP_TAGLINE, websiteJsonLd } from '@artshop/shared';
import { useEffect } from 'react';
import { PageHead } from '../../../components/seo/page-head';
import { StructuredData } from '../../../components/seo/structured-data';
import { SOCIAL_LINKS } from '../../../lib/site';
import { useSiteUrl } from '../../../lib/site-url';
import { useGetNewArrivalsQuery, useGetTopSellersQuery } from '../catalog.api';
import { HomeHero } from '../components/home-hero';
import { ProductSection } from '../components/product-section';
import { ReviewsCarousel } from '../components/reviews-carousel';
import { prefetchHome } from '../lib/prefetch';

export function HomePage() {
  const newArrivals = useGetNewArrivalsQuery();
  const topSellers = useGetTopSellersQuery();
  // The spec: home list failures are only logged; the shelves stay empty.
  useEffect(() => {
    if (newArrivals.error) console.error('Failed to load new arrivals', newArrivals.error);
  }, [newArrivals.error]);
  useEffect(() => {
    if (topSellers.error) console.error('Failed to load top sellers', topSellers.error);
  }, [topSellers.error]);

  return (
    <>
      <PageHead title={SHOP_TAGLINE} path="/" />
      {import.meta.env.SSR && <HomeStructuredData />}
      <HomeHero showcase={newArrivals.data} />
      <ProductSection
        title="New Arrivals"
        subtitle="Fresh from the studio"
        products={newArrivals.data}
        isLoading={newArrivals.isLoading}
        viewMoreTo="/shop/stone-art"
      />
      <ProductSection
        title="Top Sellers"
        subtitle="The pieces our customers love most"
        products={topSellers.data}
        isLoading={topSellers.isLoading}
      />
      <ReviewsCarousel />
    </>
  );
}

/** The server renders the shelves with their products (store/page-data.ts). */
export const prefetch = prefetchHome;

/** The shop itself for search engines: who sells here, and the site. */
function HomeStructuredData() {
  const siteUrl = useSiteUrl();
  return (
    <StructuredData
      nodes={[
        organizationJsonLd({ siteUrl, sameAs: SOCIAL_LINKS.map((link) => link.href) }),
        websiteJsonLd({ siteUrl }),
      ]}
    />
  );
}
