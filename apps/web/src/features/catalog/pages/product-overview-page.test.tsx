import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, storedImage } from '../../../test/products';
import { mockFetch, renderWithApp, type FetchRoutes } from '../test/render';
import { ProductOverviewPage } from './product-overview-page';

const emptyExtras: FetchRoutes = {
  'GET /api/adminop/reviews/p1': { body: { reviews: [], total: 0 } },
  'GET /api/adminop/all': { body: { data: [], total: 0 } },
};

function renderPage(options: { loggedIn?: boolean } = {}) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  return renderWithApp(<ProductOverviewPage />, {
    path: '/productoverview/:id',
    route: '/productoverview/p1',
    ...options,
  });
}

describe('ProductOverviewPage', () => {
  it("shows 'Loading product...' and then 'Product not found.' for a 404", async () => {
    mockFetch({
      ...emptyExtras,
      'GET /api/adminop/p1': { status: 404, body: { message: 'Product not found' } },
    });
    renderPage();
    expect(screen.getByText('Loading product...')).toBeInTheDocument();
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("treats a product without a main image as not found and one without a title as 'Product details not found!'", async () => {
    mockFetch({
      ...emptyExtras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ images: [], mainImageUrl: null }) } },
    });
    const first = renderPage();
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    first.unmount();

    mockFetch({
      ...emptyExtras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ title: '' }) } },
    });
    renderPage();
    expect(await screen.findByText('Product details not found!')).toBeInTheDocument();
  });

  it('shows a painting with its artist, and asks a visitor to log in before registering interest', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...emptyExtras,
      'GET /api/adminop/p1': {
        body: {
          data: makeProduct({ type: 'painting', title: 'Monsoon Evening', artist: 'Anita Rao' }),
        },
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Monsoon Evening' })).toBeInTheDocument();
    expect(document.title).toBe('Monsoon Evening | Shilpa Art Studio');
    expect(screen.getByText('Anita Rao')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Interested to buy/ }));
    expect(await screen.findByText('Please log in to express your interest.')).toBeInTheDocument();
  });

  it("shows the server's message when a customer already showed interest", async () => {
    const user = userEvent.setup();
    mockFetch({
      ...emptyExtras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ type: 'painting' }) } },
      'POST /api/user/interested-buyer': {
        status: 409,
        body: { message: 'You have already shown interest in this product.' },
      },
    });
    renderPage({ loggedIn: true });
    await user.click(await screen.findByRole('button', { name: /Interested to buy/ }));
    expect(
      await screen.findByText('You have already shown interest in this product.'),
    ).toBeInTheDocument();
  });

  it('adds stone art to the cart with the chosen size and quantity, then offers Go to Cart', async () => {
    const user = userEvent.setup();
    let posted: unknown;
    mockFetch({
      ...emptyExtras,
      'GET /api/adminop/p1': {
        body: {
          data: makeProduct({
            price: 2000,
            discount: true,
            discountPercentage: 25,
            discountPrice: 1500,
            images: [
              { ...storedImage('main'), role: 'main' },
              { ...storedImage('side1'), role: 'sidebar' },
            ],
          }),
        },
      },
      'POST /api/user/cart/add': (request) => {
        void request
          .clone()
          .json()
          .then((body) => (posted = body));
        return { status: 201, body: { cartItems: [] } };
      },
    });
    renderPage({ loggedIn: true });

    expect(await screen.findByText('4.5/5')).toBeInTheDocument();
    expect(screen.getByText('₹1,500')).toBeInTheDocument();
    expect(screen.getByText('₹2,000').tagName).toBe('S');
    const main = screen.getByRole('img', { name: 'Peacock Stone, image 1 of 2' });
    expect(main).toHaveAttribute('loading', 'eager');

    await user.selectOptions(screen.getByLabelText('Size'), '6 x 4 inches');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await user.click(await screen.findByRole('button', { name: 'Go to Cart' }));
    expect(posted).toEqual({ productId: 'p1', quantity: 2, size: '6 x 4 inches' });
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
  });

  it('sends a visitor to sign in from add-to-cart and toasts a failed add for a customer', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...emptyExtras,
      'GET /api/adminop/p1': { body: { data: makeProduct() } },
      'POST /api/user/cart/add': { status: 500, body: { message: 'nope' } },
    });
    const visitor = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    visitor.unmount();

    renderPage({ loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('Failed to add product to cart. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('recommends up to 4 other products, never the current one', async () => {
    const others = Array.from({ length: 6 }, (_, i) =>
      makeProduct({ id: `o${i}`, title: `Other ${i}` }),
    );
    mockFetch({
      'GET /api/adminop/p1': { body: { data: makeProduct({ title: 'Current piece' }) } },
      'GET /api/adminop/reviews/p1': { body: { reviews: [], total: 0 } },
      'GET /api/adminop/all': {
        body: { data: [makeProduct({ title: 'Current piece' }), ...others], total: 7 },
      },
    });
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'You might also like' });
    const section = heading.closest('section')!;
    await vi.waitFor(() => expect(section.querySelectorAll('a')).toHaveLength(4));
    expect(section).not.toHaveTextContent('Current piece');
  });

  it('says when recommendations fail to load', async () => {
    mockFetch({
      'GET /api/adminop/p1': { body: { data: makeProduct() } },
      'GET /api/adminop/reviews/p1': { body: { reviews: [], total: 0 } },
      'GET /api/adminop/all': { status: 500, body: { message: 'down' } },
    });
    renderPage();
    expect(await screen.findByText('Failed to load recommended products')).toBeInTheDocument();
  });
});
