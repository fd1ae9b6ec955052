import { productSizeMessages } from '@artshop/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { adminProduct } from '../test/products';
import {
  appendSizes,
  emptySizesDraft,
  sizesDraftError,
  sizesDraftOf,
  type SizesDraft,
} from '../sizes-draft';
import { SizeFields } from './size-fields';

// Decision 0082: the add and edit forms manage a product's own sizes, each with its own price.

function Harness({ start = emptySizesDraft }: { start?: SizesDraft }) {
  const [value, setValue] = useState(start);
  const form = new FormData();
  appendSizes(form, value);
  return (
    <>
      <SizeFields
        type="stoneArt"
        value={value}
        onChange={setValue}
        error={sizesDraftError(value, 'stoneArt')}
      />
      <output data-testid="sent">{String(form.get('otherSizes'))}</output>
    </>
  );
}

describe('SizeFields', () => {
  it('names the own size, adds other sizes with their prices, and removes one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const own = screen.getByLabelText('Own size');
    expect(own).toHaveAttribute('placeholder', '5 x 3 inches');
    await user.type(own, '4 x 3 inches');

    await user.click(screen.getByRole('button', { name: 'Add a size' }));
    await user.click(screen.getByRole('button', { name: 'Add a size' }));
    const first = within(screen.getByRole('group', { name: 'Other size 1' }));
    await user.type(first.getByLabelText('Size name'), '6 x 5 inches');
    await user.type(first.getByLabelText('Price (₹)'), '2999');
    await user.type(first.getByLabelText('Discount Percentage'), '10');
    await user.type(first.getByLabelText('Weight (g, optional)'), '800');
    const second = within(screen.getByRole('group', { name: 'Other size 2' }));
    await user.type(second.getByLabelText('Size name'), '4 x 3 inches');
    await user.type(second.getByLabelText('Price (₹)'), '999');
    // Two sizes of one name are refused before sending, as the server would.
    expect(screen.getByRole('alert')).toHaveTextContent(productSizeMessages.labelTaken);

    await user.click(screen.getByRole('button', { name: 'Remove size 2' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('sent').textContent!)).toEqual([
      { label: '6 x 5 inches', price: '2999', discountPercentage: '10', weightGrams: '800' },
    ]);
  });

  it("starts the edit form from the product's sizes, keeping their ids", () => {
    const draft = sizesDraftOf(
      adminProduct({
        size: '4 x 3 inches',
        sizes: [
          {
            id: 'own',
            label: '4 x 3 inches',
            price: 1499,
            discount: false,
            discountPercentage: 0,
            discountPrice: 1499,
            weightGrams: 250,
          },
          {
            id: 'big',
            label: '6 x 5 inches',
            price: 2999,
            discount: true,
            discountPercentage: 10,
            discountPrice: 2699,
            weightGrams: null,
          },
        ],
      }),
    );
    expect(draft).toEqual({
      size: '4 x 3 inches',
      weightGrams: '250',
      others: [
        {
          id: 'big',
          label: '6 x 5 inches',
          price: '2999',
          discountPercentage: '10',
          weightGrams: '',
        },
      ],
    });
    const form = new FormData();
    appendSizes(form, draft);
    expect(form.get('size')).toBe('4 x 3 inches');
    expect(form.get('weightGrams')).toBe('250');
    expect(JSON.parse(String(form.get('otherSizes')))).toEqual([
      {
        id: 'big',
        label: '6 x 5 inches',
        price: '2999',
        discountPercentage: '10',
        weightGrams: '',
      },
    ]);
  });

  it('refuses a weight that is not whole grams and a size without a price', () => {
    expect(sizesDraftError({ ...emptySizesDraft, weightGrams: '12.5' }, 'stoneArt')).toBe(
      productSizeMessages.weightInvalid,
    );
    expect(
      sizesDraftError(
        {
          ...emptySizesDraft,
          others: [{ label: '6 x 5 inches', price: '', discountPercentage: '', weightGrams: '' }],
        },
        'stoneArt',
      ),
    ).toBe(productSizeMessages.priceInvalid);
  });
});
