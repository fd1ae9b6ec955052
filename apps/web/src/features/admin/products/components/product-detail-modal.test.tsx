import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { adminProduct } from '../test/products';
import { ProductDetailModal } from './product-detail-modal';

// The back-office's read-only view names every size with its price, discount and weight
// (decision 0082), not only the own size's price the list shows.
describe('ProductDetailModal', () => {
  it("lists the product's sizes: name, price, discount, listed price and weight", () => {
    stubApi({ 'GET /api/adminop/reviews/p1': { body: { reviews: [], total: 0 } } });
    const product = adminProduct({
      title: 'Lotus',
      price: 999,
      sizes: [
        {
          id: 'own',
          label: '5 x 3 inches',
          price: 999,
          discount: false,
          discountPercentage: 0,
          discountPrice: 999,
          weightGrams: 450,
        },
        {
          id: 'big',
          label: '6 x 5 inches',
          price: 2999,
          discount: true,
          discountPercentage: 10,
          discountPrice: 2699,
          weightGrams: 1250,
        },
        {
          id: 'small',
          label: '4 x 3 inches',
          price: 799,
          discount: false,
          discountPercentage: 0,
          discountPrice: 799,
          weightGrams: null,
        },
      ],
    });
    renderWithApp(<ProductDetailModal product={product} onClose={() => {}} onEdit={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Product Details' });
    const table = within(dialog).getByRole('table', { name: 'Sizes' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Size', 'Price', 'Discount', 'Listed price', 'Weight'],
      ['5 x 3 inches(own size)', '₹999', 'No discount', '₹999', '450 g'],
      ['6 x 5 inches', '₹2,999', '10%', '₹2,699', '1.25 kg'],
      ['4 x 3 inches', '₹799', 'No discount', '₹799', 'Not set'],
    ]);
  });
});
