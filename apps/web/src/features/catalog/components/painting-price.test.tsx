import { screen } from '@testing-library/react';
import { catalogUi } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render';
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
    renderWithApp(<HomeProductCard product={product} />);
    expect(screen.getByText(catalogUi.priceOnRequest)).toBeInTheDocument();
    expect(screen.queryByText(/₹|-20%/)).not.toBeInTheDocument();
  });
});
