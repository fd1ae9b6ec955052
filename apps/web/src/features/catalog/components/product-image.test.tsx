import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedImage } from '../../../test/products';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it('swaps a broken image for a labelled placeholder', () => {
    render(<ProductImage image={storedImage('a')} alt="Lotus" sizes="100vw" />);
    fireEvent.error(screen.getByRole('img', { name: 'Lotus' }));
    const placeholder = screen.getByRole('img', { name: 'Lotus' });
    expect(placeholder.tagName).toBe('DIV');
  });

  it('loads a priority image eagerly with high fetch priority', () => {
    render(<ProductImage image={storedImage('a')} alt="Lotus" sizes="100vw" priority />);
    const image = screen.getByRole('img', { name: 'Lotus' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the placeholder when there is no image at all', () => {
    render(<ProductImage image={null} alt="Nothing" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Nothing' }).tagName).toBe('DIV');
  });
});
