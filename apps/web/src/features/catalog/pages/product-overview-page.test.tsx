import { CART_QUANTITY_MAX, cartMessages, offerUi, pendingActionMessages } from '@artshop/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, storedImage } from '../../../test/products';
import { sentRequests, stubApi, type ApiRoutes } from '../../../test/fetch-stub';
import { loggedIn, visitor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ProductOverviewPage } from './product-overview-page';

const emptyExtras: ApiRoutes = {
  'GET /api/adminop/reviews/p1': { body: { reviews: [], total: 0 } },
  'GET /api/adminop/all': { body: { data: [], total: 0 } },
};

function renderProduct(options: { loggedIn?: boolean } = {}) {
  return renderWithApp(<ProductOverviewPage />, {
    path: '/productoverview/:id',
    route: '/productoverview/p1',
    stubs: { '/signin': 'Sign in page', '/account/cart': 'Cart page' },
    preloadedState: options.loggedIn ? loggedIn() : visitor(),
  });
}

describe('ProductOverviewPage', () => {
  it("shows 'Loading product...' and then 'Product not found.' for a 404", async () => {
    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': { status: 404, body: { message: 'Product not found' } },
    });
    renderProduct();
    expect(screen.getByText('Loading product...')).toBeInTheDocument();
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
  });

  it('starts the next product at the top, as the router does for every new page', async () => {
    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ title: 'First piece' }) } },
      'GET /api/adminop/p2': { body: { data: makeProduct({ id: 'p2', title: 'Second piece' }) } },
      'GET /api/adminop/reviews/p2': { body: { reviews: [], total: 0 } },
    });
    const { router } = renderProduct();
    expect(await screen.findByRole('heading', { name: 'First piece' })).toBeInTheDocument();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await act(() => router.navigate('/productoverview/p2'));
    expect(await screen.findByRole('heading', { name: 'Second piece' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("treats a product without a main image as not found and one without a title as 'Product details not found!'", async () => {
    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ images: [], mainImageUrl: null }) } },
    });
    const first = renderProduct();
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    first.unmount();

    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ title: '' }) } },
    });
    renderProduct();
    expect(await screen.findByText('Product details not found!')).toBeInTheDocument();
  });

  it('shows a painting with its artist, and sends a visitor to sign in before registering interest', async () => {
    const user = userEvent.setup();
    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': {
        body: {
          data: makeProduct({ type: 'painting', title: 'Monsoon Evening', artist: 'Anita Rao' }),
        },
      },
    });
    renderProduct();
    expect(await screen.findByRole('heading', { name: 'Monsoon Evening' })).toBeInTheDocument();
    expect(document.title).toBe('Monsoon Evening | Shilpa Art Studio');
    expect(screen.getByText('Anita Rao')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();

    // At once: the spec's message waits on the sign-in page (decision 0080).
    await user.click(screen.getByRole('button', { name: /Interested to buy/ }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
  });

  it('keeps Interested to buy disabled until the session is known, so no tap is taken for a visitor', async () => {
    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ type: 'painting' }) } },
    });
    renderWithApp(<ProductOverviewPage />, {
      path: '/productoverview/:id',
      route: '/productoverview/p1',
      preloadedState: { auth: { isLoggedIn: false, user: null, status: 'loading' } },
    });
    expect(await screen.findByRole('button', { name: /Interested to buy/ })).toBeDisabled();
  });

  it("shows the server's message when a customer already showed interest", async () => {
    const user = userEvent.setup();
    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ type: 'painting' }) } },
      'POST /api/user/interested-buyer': {
        status: 409,
        body: { message: 'You have already shown interest in this product.' },
      },
    });
    renderProduct({ loggedIn: true });
    await user.click(await screen.findByRole('button', { name: /Interested to buy/ }));
    expect(
      await screen.findByText('You have already shown interest in this product.'),
    ).toBeInTheDocument();
    // The page says the interest is in, instead of offering the button again (decision 0081).
    expect(screen.getByText(pendingActionMessages.interestSent)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Interested to buy/ })).not.toBeInTheDocument();
  });

  it("preselects the product's own size and shows each size's price (decision 0082)", async () => {
    const user = userEvent.setup();
    const ownSize = {
      id: 's-own',
      label: '4 x 3 inches',
      price: 1499,
      discount: false,
      discountPercentage: 0,
      discountPrice: 1499,
      weightGrams: 250,
    };
    const large = {
      id: 's-large',
      label: '6 x 5 inches',
      price: 2999,
      discount: true,
      discountPercentage: 10,
      discountPrice: 2699,
      weightGrams: 800,
    };
    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': {
        body: {
          data: makeProduct({
            size: '4 x 3 inches',
            price: 1499,
            discountPrice: 1499,
            sizes: [ownSize, large],
          }),
        },
      },
    });
    renderProduct({ loggedIn: true });

    const select = await screen.findByLabelText('Size');
    expect(select).toHaveValue('4 x 3 inches');
    expect(
      Array.from(select.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['4 x 3 inches · ₹1,499', '6 x 5 inches · ₹2,699']);
    expect(screen.getByTestId('product-price')).toHaveTextContent('₹1,499');

    await user.selectOptions(select, '6 x 5 inches');
    expect(screen.getByTestId('product-price')).toHaveTextContent('₹2,699');
    expect(screen.getByText('₹2,999').tagName).toBe('S');
    expect(screen.getByText('10% OFF')).toBeInTheDocument();
  });

  it('adds stone art to the cart with the chosen size and quantity, then offers Go to Cart', async () => {
    const user = userEvent.setup();
    let posted: unknown;
    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': {
        body: {
          data: makeProduct({
            price: 2000,
            discount: true,
            discountPercentage: 25,
            discountPrice: 1500,
            sizes: ['5 x 3 inches', '4 x 3 inches', '6 x 4 inches', '6 x 5 inches'].map(
              (label) => ({
                id: `size-${label.replace(/ inches$/, '').replace(/ /g, '')}`,
                label,
                price: 2000,
                discount: true,
                discountPercentage: 25,
                discountPrice: 1500,
                weightGrams: null,
              }),
            ),
            rating: 4.3,
            ratingCount: 7,
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
    renderProduct({ loggedIn: true });

    // The server's average and count (decision 0077), not the spec's fixed 4.5/5.
    expect(await screen.findByText('4.3/5')).toBeInTheDocument();
    expect(screen.getByText('(7 reviews)')).toBeInTheDocument();
    expect(screen.getByText('₹1,500')).toBeInTheDocument();
    expect(screen.getByText('₹2,000').tagName).toBe('S');
    const main = screen.getByRole('img', { name: 'Peacock Stone, image 1 of 2' });
    expect(main).toHaveAttribute('loading', 'eager');

    await user.selectOptions(screen.getByLabelText('Size'), '6 x 4 inches');
    // The sizes are the product's own (decision 0082); this one has the spec's four.
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    await user.click(await screen.findByRole('button', { name: 'Go to Cart' }));
    expect(posted).toEqual({
      productId: 'p1',
      quantity: 2,
      size: '6 x 4 inches',
      sizeId: 'size-6x4',
    });
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
  });

  it("shows 'No reviews yet' for a stone nobody reviewed, never a fixed 4.5/5 (decision 0077)", async () => {
    stubApi({ ...emptyExtras, 'GET /api/adminop/p1': { body: { data: makeProduct() } } });
    renderProduct();
    expect(await screen.findByRole('heading', { name: 'Peacock Stone' })).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText('4.5/5')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated / })).not.toBeInTheDocument();
  });

  it("stops '+' at the cart's one limit and says so", async () => {
    stubApi({ ...emptyExtras, 'GET /api/adminop/p1': { body: { data: makeProduct() } } });
    renderProduct({ loggedIn: true });
    const plus = await screen.findByRole('button', { name: 'Increase quantity' });
    for (let quantity = 1; quantity < CART_QUANTITY_MAX; quantity += 1) fireEvent.click(plus);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent(
      String(CART_QUANTITY_MAX),
    );
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription(cartMessages.quantityMaxHint);
    fireEvent.click(plus);
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent(
      String(CART_QUANTITY_MAX),
    );
  });

  it('sends a visitor to sign in from add-to-cart and toasts a failed add for a customer', async () => {
    const user = userEvent.setup();
    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': { body: { data: makeProduct() } },
      'POST /api/user/cart/add': { status: 500, body: { message: 'nope' } },
    });
    const visitor = renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    visitor.unmount();
    // The visitor's kept choice (decision 0080) is not this customer's.
    sessionStorage.clear();

    renderProduct({ loggedIn: true });
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
    stubApi({
      'GET /api/adminop/p1': { body: { data: makeProduct({ title: 'Current piece' }) } },
      'GET /api/adminop/reviews/p1': { body: { reviews: [], total: 0 } },
      'GET /api/adminop/all': {
        body: { data: [makeProduct({ title: 'Current piece' }), ...others], total: 7 },
      },
    });
    renderProduct();
    const heading = await screen.findByRole('heading', { name: 'You might also like' });
    const section = heading.closest('section')!;
    await vi.waitFor(() => expect(section.querySelectorAll('a')).toHaveLength(4));
    expect(section).not.toHaveTextContent('Current piece');
  });

  it('says when recommendations fail to load', async () => {
    stubApi({
      'GET /api/adminop/p1': { body: { data: makeProduct() } },
      'GET /api/adminop/reviews/p1': { body: { reviews: [], total: 0 } },
      'GET /api/adminop/all': { status: 500, body: { message: 'down' } },
    });
    renderProduct();
    expect(await screen.findByText('Failed to load recommended products')).toBeInTheDocument();
  });

  it("keeps a sold painting on view with a 'Sold' badge and nothing to buy", async () => {
    const fetchMock = stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': {
        body: {
          data: makeProduct({ type: 'painting', title: 'Monsoon Evening', availability: 'sold' }),
        },
      },
    });
    renderProduct({ loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Monsoon Evening' })).toBeInTheDocument();
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.getByText(offerUi.soldLine)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Interested to buy/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Reserved')).not.toBeInTheDocument();
    // Revalidated with the server, never taken from the browser's cache: a sale shows at once.
    const product = sentRequests(fetchMock).find((request) => request.url.endsWith('/adminop/p1'));
    expect(product?.cache).toBe('no-cache');
  });

  it("shows a reserved painting with 'Reserved', a short line, and no 'Interested to buy'", async () => {
    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': {
        body: { data: makeProduct({ type: 'painting', availability: 'reserved' }) },
      },
    });
    renderProduct();
    expect(await screen.findByText('Reserved')).toBeInTheDocument();
    expect(screen.getByText('Someone is buying this painting right now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Interested to buy/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Sold')).not.toBeInTheDocument();
  });

  it('shows no availability badge on a painting that can be bought', async () => {
    stubApi({
      ...emptyExtras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ type: 'painting' }) } },
    });
    renderProduct();
    expect(await screen.findByRole('button', { name: /Interested to buy/ })).toBeInTheDocument();
    expect(screen.queryByText('Sold')).not.toBeInTheDocument();
    expect(screen.queryByText('Reserved')).not.toBeInTheDocument();
  });
});
