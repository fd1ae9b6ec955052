import { pendingActionMessages } from '@artshop/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pendingVisit, rememberPendingAction } from '../../../lib/pending-action';
import { makeProduct } from '../../../test/products';
import { bodySentTo, sentRequests, stubApi, type ApiRoutes } from '../../../test/fetch-stub';
import { loggedIn, visitor } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ProductOverviewPage } from './product-overview-page';

// A visitor's 'Add to Cart' or 'Interested to buy' is kept through sign-in and completed on their
// return to the product (decision 0080).

const extras: ApiRoutes = {
  'GET /api/adminop/reviews/p1': { body: { reviews: [], total: 0 } },
  'GET /api/adminop/all': { body: { data: [], total: 0 } },
};

/** A stone with two sizes of its own (decision 0082), so a choice is not the preselected one. */
const size = (id: string, label: string, price: number) => ({
  id,
  label,
  price,
  discount: false,
  discountPercentage: 0,
  discountPrice: price,
  weightGrams: null,
});
const stone = makeProduct({
  size: '5 x 3 inches',
  sizes: [size('s1', '5 x 3 inches', 1500), size('s2', '6 x 4 inches', 2100)],
});

function renderProduct(signedIn: boolean) {
  return renderWithApp(<ProductOverviewPage />, {
    path: '/productoverview/:id',
    route: '/productoverview/p1',
    stubs: { '/signin': 'Sign in page', '/account/cart': 'Cart page' },
    preloadedState: signedIn ? loggedIn() : visitor(),
  });
}

describe('a visit kept through sign-in', () => {
  it("keeps a visitor's size and quantity as they are sent to sign in", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      ...extras,
      'GET /api/adminop/p1': { body: { data: stone } },
    });
    renderProduct(false);
    await user.selectOptions(await screen.findByLabelText('Size'), '6 x 4 inches');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(pendingVisit()).toEqual({
      action: {
        kind: 'add-to-cart',
        productId: 'p1',
        quantity: 3,
        size: '6 x 4 inches',
        sizeId: 's2',
      },
      returnTo: '/productoverview/p1',
    });
    expect(sentRequests(fetchMock).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('adds the kept line once the customer is back, and shows it chosen', async () => {
    rememberPendingAction(
      { kind: 'add-to-cart', productId: 'p1', quantity: 3, size: '6 x 4 inches', sizeId: 's2' },
      '/productoverview/p1',
    );
    const fetchMock = stubApi({
      ...extras,
      'GET /api/adminop/p1': { body: { data: stone } },
      'POST /api/user/cart/add': { status: 201, body: { cartItems: [] } },
    });
    renderProduct(true);
    expect(await screen.findByRole('button', { name: 'Go to Cart' })).toBeInTheDocument();
    expect(await screen.findByText(pendingActionMessages.addedToCart)).toBeInTheDocument();
    expect(await bodySentTo(fetchMock, 'POST /api/user/cart/add')).toEqual({
      productId: 'p1',
      quantity: 3,
      size: '6 x 4 inches',
      sizeId: 's2',
    });
    expect(screen.getByLabelText('Size')).toHaveValue('6 x 4 inches');
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('3');
    // Done once: the kept action is gone.
    expect(pendingVisit()).toBeNull();
    expect(sentRequests(fetchMock).filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('records the kept interest in a painting and says it was sent', async () => {
    rememberPendingAction({ kind: 'interest', productId: 'p1' }, '/productoverview/p1');
    const fetchMock = stubApi({
      ...extras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ type: 'painting' }) } },
      'POST /api/user/interested-buyer': {
        status: 201,
        body: { message: 'Interest registered successfully!' },
      },
    });
    renderProduct(true);
    expect(await screen.findByText(pendingActionMessages.interestSent)).toBeInTheDocument();
    expect(await bodySentTo(fetchMock, 'POST /api/user/interested-buyer')).toEqual({
      productID: 'p1',
    });
    expect(screen.queryByRole('button', { name: /Interested to buy/ })).not.toBeInTheDocument();
    expect(pendingVisit()).toBeNull();
  });

  it("leaves another product's kept action alone, and does nothing for a visitor", async () => {
    rememberPendingAction({ kind: 'interest', productId: 'p2' }, '/productoverview/p2');
    const fetchMock = stubApi({
      ...extras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ type: 'painting' }) } },
    });
    const first = renderProduct(true);
    expect(await screen.findByRole('button', { name: /Interested to buy/ })).toBeEnabled();
    first.unmount();
    rememberPendingAction({ kind: 'interest', productId: 'p1' }, '/productoverview/p1');
    renderProduct(false);
    expect(await screen.findByRole('button', { name: /Interested to buy/ })).toBeEnabled();
    expect(sentRequests(fetchMock).filter((r) => r.method === 'POST')).toEqual([]);
    expect(pendingVisit()?.action).toEqual({ kind: 'interest', productId: 'p1' });
  });

  it("says 'Interest sent' on a later visit of a customer who showed interest (decision 0081)", async () => {
    stubApi({
      ...extras,
      'GET /api/adminop/p1': { body: { data: makeProduct({ type: 'painting' }) } },
      'GET /api/user/interested-buyer/p1': { body: { interested: true } },
    });
    renderProduct(true);
    expect(await screen.findByText(pendingActionMessages.interestSent)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Interested to buy/ })).not.toBeInTheDocument();
  });
});
