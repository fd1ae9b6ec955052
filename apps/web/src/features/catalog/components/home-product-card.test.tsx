import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render';
import { HomeProductCard } from './home-product-card';

describe('HomeProductCard', () => {
  it('shows the discounted price, the struck original and a -N% badge in rupees', () => {
    renderWithApp(
      <HomeProductCard
        product={makeProduct({
          id: 'x1',
          price: 125000,
          discount: true,
          discountPercentage: 10,
          discountPrice: 112500,
          rating: 4.3,
          ratingCount: 7,
        })}
      />,
    );
    expect(screen.getByText('₹1,12,500')).toBeInTheDocument();
    expect(screen.getByText('₹1,25,000').tagName).toBe('S');
    expect(screen.getByText('-10%')).toBeInTheDocument();
    // The server's average and count (decision 0077).
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(7)')).toBeInTheDocument();
    expect(screen.getByText('7 reviews')).toHaveClass('sr-only');
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
    expect(screen.getByText('Stone Art')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/productoverview/x1');
  });

  it("shows the plain price, 'No reviews yet' for a product nobody rated and responsive image attributes", () => {
    renderWithApp(<HomeProductCard product={makeProduct({ price: 999, type: 'painting' })} />);
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
    // Decision 0077: no made-up 4.8, and no stars at all.
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated / })).not.toBeInTheDocument();
    expect(screen.queryByText('4.8')).not.toBeInTheDocument();

    const image = screen.getByRole('img', { name: 'Peacock Stone' });
    expect(image).toHaveAttribute('src', '/media/products/p1-640.webp');
    expect(image.getAttribute('srcset')).toContain('/media/products/p1-320.webp 320w');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it("shows 'Sold' on a sold painting and no badge on one for sale", () => {
    const view = renderWithApp(
      <HomeProductCard product={makeProduct({ type: 'painting', availability: 'sold' })} />,
    );
    expect(screen.getByText('Sold')).toBeInTheDocument();
    view.unmount();
    renderWithApp(<HomeProductCard product={makeProduct({ type: 'painting' })} />);
    expect(screen.queryByText('Sold')).not.toBeInTheDocument();
  });
});
