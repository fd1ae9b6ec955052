import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../test/products';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { HomePage } from './home-page';

const six = Array.from({ length: 6 }, (_, i) => makeProduct({ id: `n${i}`, title: `New ${i}` }));

describe('HomePage', () => {
  it('shows the hero, the first 4 new arrivals and the reviews carousel', async () => {
    stubApi({
      'GET /api/newarrivals': { body: { products: six } },
      'GET /api/topsellers': { body: { products: [makeProduct({ id: 't1', title: 'Best One' })] } },
      'GET /api/website-reviews': {
        body: {
          data: [
            {
              id: 'r1',
              reviewUserName: 'Asha',
              reviewContent: 'Lovely work',
              rating: 5,
              timestamp: '2025-03-05T10:00:00Z',
            },
            {
              id: 'r2',
              reviewUserName: 'Ravi',
              reviewContent: 'Fast delivery',
              rating: 4,
              timestamp: '2025-03-06T10:00:00Z',
            },
          ],
        },
      },
    });
    renderWithApp(<HomePage />);

    expect(screen.getByRole('link', { name: /Shop Now/ })).toHaveAttribute(
      'href',
      '/shop/stone-art',
    );
    expect(screen.getByText('5,000+')).toBeInTheDocument();
    expect(screen.getByText('Exquisite Creations')).toBeInTheDocument();

    const arrivals = screen.getByRole('region', { name: 'New Arrivals' });
    expect(await within(arrivals).findByText('New 0')).toBeInTheDocument();
    expect(within(arrivals).getAllByRole('link', { name: /New \d/ })).toHaveLength(4);
    expect(within(arrivals).getByRole('link', { name: /View More/ })).toHaveAttribute(
      'href',
      '/shop/stone-art',
    );
    expect(await screen.findByText('Best One')).toBeInTheDocument();

    // Each review appears twice (the seamless loop); the copy is hidden from screen readers.
    expect(await screen.findAllByText('Asha')).toHaveLength(2);
    const track = screen.getByTestId('reviews-track');
    expect(track.style.animationDuration).toBe('10s');
    expect(within(track).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByText('5 Mar 2025').length).toBeGreaterThan(0);
  });

  it('keeps the shelves empty and only logs when the lists fail', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /api/newarrivals': { status: 500, body: { message: 'down' } },
      'GET /api/topsellers': { status: 500, body: { message: 'down' } },
      'GET /api/website-reviews': { status: 500, body: { message: 'down' } },
    });
    renderWithApp(<HomePage />);
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Top Sellers' })).queryAllByRole('link'),
    ).toHaveLength(0);
  });
});
