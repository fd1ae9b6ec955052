import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { loggedIn } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { selectCartCount } from '../cart.slice';
import { cartItem } from '../test/cart-items';
import { CartLoader } from './cart-loader';

afterEach(() => vi.restoreAllMocks());

const cartOfThree = () =>
  stubApi({
    'GET /api/user/cart': { body: { isFirstOrder: true, cartItems: [cartItem({ quantity: 3 })] } },
  });

describe('CartLoader', () => {
  it('asks for no cart while nobody is logged in', async () => {
    const fetchMock = cartOfThree();
    const { store } = renderWithApp(<CartLoader />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it("loads a customer's cart so the badge count is known", async () => {
    cartOfThree();
    const { store } = renderWithApp(<CartLoader />, { preloadedState: loggedIn() });
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(3));
  });
});
