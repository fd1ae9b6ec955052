import { screen } from '@testing-library/react';
import { catalogUi } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render';
import { CollectionProductCard } from './collection-product-card';
import { HomeProductCard } from './home-product-card';
import { PaintingDetails } from './painting-details';

// A painting's page shows its price, or 'Price on request' when the owner hides it (decision 0089).
describe('a painting’s price', () => {
  it('shows what a buyer pays, with the MRP struck beside a discount', () => {
    renderWithApp(
      <PaintingDetails
        product={makeProduct({
          type: 'painting',
          price: 25000,
          discount: true,
          discountPercentage: 20,
          discountPrice: 20000,
        })}
      />,
    );
    expect(screen.getByText('₹20,000')).toBeInTheDocument();
    expect(screen.getByText('₹25,000').tagName).toBe('S');
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
    expect(screen.queryByText(catalogUi.priceOnRequest)).not.toBeInTheDocument();
  });

  it("says 'Price on request' and no amount when the owner hides it, on the page and a card", () => {
    const product = makeProduct({
      type: 'painting',
      price: 25000,
      discount: true,
      discountPercentage: 20,
      discountPrice: 20000,
      priceOnRequest: true,
    });
    const { unmount } = renderWithApp(<PaintingDetails product={product} />);
    expect(screen.getByText(catalogUi.priceOnRequest)).toBeInTheDocument();
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
    unmount();
    renderWithApp(<HomeProductCard product={product} />).unmount();
    renderWithApp(<CollectionProductCard product={product} showRating={false} />);
    expect(screen.getByText(catalogUi.priceOnRequest)).toBeInTheDocument();
    expect(screen.queryByText(/₹|20%/)).not.toBeInTheDocument();
  });

  it('reads a public answer that carries no price, as the server sends one on request', () => {
    // The API's shape for such a painting (decision 0089): no amounts, no discount.
    const product = makeProduct({ type: 'painting', priceOnRequest: true, price: 25000 });
    expect(product).toMatchObject({ price: null, discountPrice: null, discountPercentage: 0 });
    for (const view of [
      <PaintingDetails key="page" product={product} />,
      <HomeProductCard key="home" product={product} />,
      <CollectionProductCard key="card" product={product} showRating={false} />,
    ]) {
      const { unmount } = renderWithApp(view);
      expect(screen.getByText(catalogUi.priceOnRequest)).toBeInTheDocument();
      expect(screen.queryByText(/₹|NaN/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows a card’s discount the same way as the page: price, struck MRP and % OFF', () => {
    const product = makeProduct({
      price: 2000,
      discount: true,
      discountPercentage: 25,
      discountPrice: 1500,
    });
    renderWithApp(<CollectionProductCard product={product} showRating={false} />);
    expect(screen.getByText('₹1,500')).toBeInTheDocument();
    expect(screen.getByLabelText('Original price ₹2,000').tagName).toBe('S');
    expect(screen.getByText('25% OFF')).toBeInTheDocument();
  });
});
