import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogUi, type Product } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { PaintingsPage } from '../pages/paintings-page';
import { StoneArtPage } from '../pages/stone-art-page';
import { makeProduct } from '../../../test/products';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';

// A collection's sort and filters (decision 0089) live in the address and go to the server as they
// are; the server sorts, filters and counts.

const page = (products: Product[], total = products.length, sizeOptions: string[] = []) => ({
  products,
  total,
  sizeOptions,
});
const SIZES = ['4 x 3 inches', '8 x 6 inches'];
const searchOf = (input: unknown) => new URL((input as Request).url).search;

describe('collection sort and filters', { timeout: 20_000 }, () => {
  it('opens a shared link with its sort and filters, asks the server for them, and keeps them in the address', async () => {
    const fetchMock = stubApi({
      'GET /api/adminop/type/stoneArt': (request) => {
        const sort = new URL(request.url).searchParams.get('sort');
        const titles = sort === 'price-desc' ? ['Dear', 'Cheap'] : ['Cheap', 'Dear'];
        return {
          body: page(
            titles.map((title) => makeProduct({ id: title, title })),
            2,
            SIZES,
          ),
        };
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(<StoneArtPage />, {
      path: '/shop/stone-art',
      route: '/shop/stone-art?sort=price-asc&size=8+x+6+inches&minPrice=500&utm_source=x',
    });

    expect(await screen.findByText('Showing 2 Product(s)')).toBeInTheDocument();
    expect(searchOf(fetchMock.mock.calls[0]?.[0])).toBe(
      '?minPrice=500&size=8+x+6+inches&sort=price-asc&limit=48&offset=0',
    );
    const sort = screen.getByRole('combobox', { name: catalogUi.sortLabel });
    expect(sort).toHaveValue('price-asc');
    const form = within(screen.getByRole('form', { name: catalogUi.filters }));
    expect(form.getByRole('combobox', { name: catalogUi.sizeLabel })).toHaveValue('8 x 6 inches');
    expect(form.getByRole('textbox', { name: catalogUi.minPriceLabel })).toHaveValue('500');
    expect(screen.getByRole('button', { name: catalogUi.filtersActive(2) })).toBeInTheDocument();
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Cheap', 'Dear']);

    await user.selectOptions(sort, 'price-desc');
    expect(await screen.findByText('Dear')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?minPrice=500&size=8+x+6+inches&sort=price-desc');
    expect(
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Dear', 'Cheap']);
  });

  it('applies a price range and availability together, refuses a reversed range, and clears', async () => {
    const fetchMock = stubApi({
      'GET /api/adminop/type/painting': (request) => {
        const filtered = new URL(request.url).searchParams.has('maxPrice');
        const paintings = [
          makeProduct({ id: 'a', type: 'painting', title: 'Lotus Pond' }),
          makeProduct({ id: 'b', type: 'painting', title: 'Harbour', priceOnRequest: true }),
        ];
        return { body: page(filtered ? paintings.slice(0, 1) : paintings, filtered ? 1 : 2) };
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(<PaintingsPage />, {
      path: '/shop/paintings',
      route: '/shop/paintings',
    });
    expect(await screen.findByText('Showing 2 Product(s)')).toBeInTheDocument();
    // The owner hid this painting's price: the card says so, with no amount.
    const onRequest = screen.getByText('Harbour').closest('article')!;
    expect(within(onRequest).getByText(catalogUi.priceOnRequest)).toBeInTheDocument();
    expect(within(onRequest).queryByText(/₹/)).not.toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: catalogUi.filters }));
    await user.type(form.getByRole('textbox', { name: catalogUi.minPriceLabel }), '9000');
    await user.type(form.getByRole('textbox', { name: catalogUi.maxPriceLabel }), '20x00');
    await user.click(form.getByRole('button', { name: catalogUi.applyFilters }));
    expect(form.getByText(catalogUi.priceRangeInvalid)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.clear(form.getByRole('textbox', { name: catalogUi.minPriceLabel }));
    await user.selectOptions(
      form.getByRole('combobox', { name: catalogUi.availabilityLabel }),
      catalogUi.availabilityOptions.available,
    );
    await user.click(form.getByRole('button', { name: catalogUi.applyFilters }));
    expect(await screen.findByText('Showing 1 Product(s)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?availability=available&maxPrice=2000');
    expect(searchOf(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      '?availability=available&maxPrice=2000&limit=48&offset=0',
    );

    await user.click(
      within(screen.getByRole('form', { name: catalogUi.filters })).getByRole('button', {
        name: catalogUi.clearFilters,
      }),
    );
    expect(await screen.findByText('Showing 2 Product(s)')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the filters in a sheet from the Filters button (the phone layout)', async () => {
    stubApi({ 'GET /api/adminop/type/stoneArt': { body: page([makeProduct()], 1, SIZES) } });
    const user = userEvent.setup();
    const { router } = renderWithApp(<StoneArtPage />, {
      path: '/shop/stone-art',
      route: '/shop/stone-art',
    });
    await user.click(await screen.findByRole('button', { name: catalogUi.filters }));
    const sheet = within(screen.getByRole('dialog', { name: catalogUi.filters }));
    // Stone art is made again: no 'Sold' choice.
    expect(
      sheet.queryByRole('option', { name: catalogUi.availabilityOptions.sold }),
    ).not.toBeInTheDocument();
    await user.selectOptions(
      sheet.getByRole('combobox', { name: catalogUi.sizeLabel }),
      '4 x 3 inches',
    );
    await user.click(sheet.getByRole('button', { name: catalogUi.applyFilters }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?size=4+x+3+inches');
  });
});
