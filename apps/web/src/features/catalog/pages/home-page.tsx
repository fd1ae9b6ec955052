import { useEffect } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGetNewArrivalsQuery, useGetTopSellersQuery } from '../catalog.api';
import { HomeHero } from '../components/home-hero';
import { ProductSection } from '../components/product-section';
import { ReviewsCarousel } from '../components/reviews-carousel';

export function HomePage() {
  usePageTitle('Hand-painted stone art and paintings');
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
