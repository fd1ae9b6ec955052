import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { loggedIn } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { rememberPin } from '../../../lib/remembered-pin';
import { cartItem } from '../test/cart-items';
import { CheckoutPage } from './checkout-page';

// The PIN code checked on a product page fills the checkout's empty one (docs/shipping.md).

const oneStone = { isFirstOrder: true, cartItems: [cartItem({ discount: false })] };
const noAddress = { street: null, city: null, state: null, zip: null, country: 'India' };

async function openCheckout(address: Parameters<typeof loggedIn>[0]) {
  const view = renderWithApp(<CheckoutPage />, {
    route: '/account/cart',
    path: '/checkout',
    stubs: { '/account/cart': 'Cart page' },
    preloadedState: loggedIn(address),
  });
  await act(() => view.router.navigate('/checkout'));
  await screen.findByRole('list', { name: 'Items in your order' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the checkout and the PIN code checked on a product page', () => {
  it('fills an empty PIN code with it', async () => {
    rememberPin('560001');
    stubApi({ 'GET /api/user/cart': { body: oneStone } });
    await openCheckout({ address: noAddress });
    expect(screen.getByLabelText('PIN code')).toHaveValue('560001');
  });

  it("leaves the profile's own PIN code alone", async () => {
    rememberPin('560001');
    stubApi({ 'GET /api/user/cart': { body: oneStone } });
    await openCheckout({});
    expect(screen.getByLabelText('PIN code')).toHaveValue('411001');
  });
});
