import { describe, expect, it } from 'vitest';
import { logout } from '../../store/session-actions';
import { stubApi } from '../../test/fetch-stub';
import { makeStore } from '../../test/render';
import { cartApi } from './cart.api';
import {
  clearCart,
  selectCartCount,
  setApplyingDiscount,
  setCartItems,
  setCouponCode,
} from './cart.slice';
import type { CartLine } from './cart.types';
import { cartItem } from './test/cart-items';

const line = (productId: string, quantity: number): CartLine => ({
  productId,
  title: `Stone ${productId}`,
  size: '4x4',
  quantity,
  price: 1500,
  discountPrice: 1200,
});

describe('cart slice', () => {
  it('counts 0 when empty', () => {
    expect(selectCartCount(makeStore().getState())).toBe(0);
  });

  it('counts the pieces across lines', () => {
    const store = makeStore();
    store.dispatch(setCartItems([line('a', 2), line('b', 1)]));
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('keeps the coupon code and the applying flag', () => {
    const store = makeStore();
    store.dispatch(setCouponCode('WELCOME'));
    store.dispatch(setApplyingDiscount(true));
    expect(store.getState().cart).toMatchObject({ couponCode: 'WELCOME', applyingDiscount: true });
    store.dispatch(clearCart());
    expect(store.getState().cart).toEqual({ items: [], couponCode: null, applyingDiscount: false });
  });

  it('empties on logout', () => {
    const store = makeStore();
    store.dispatch(setCartItems([line('a', 1)]));
    store.dispatch(setCouponCode('WELCOME'));
    store.dispatch(logout());
    expect(store.getState().cart.items).toEqual([]);
    expect(store.getState().cart.couponCode).toBeNull();
  });
});

describe('cart slice and the cart API', () => {
  it('takes the whole cart from each cart answer', async () => {
    const store = makeStore();
    const fetchMock = stubApi({
      'GET /api/user/cart': {
        body: { isFirstOrder: true, cartItems: [cartItem({ quantity: 2 })] },
      },
      'DELETE /api/user/cart/p1': { body: { isFirstOrder: true, cartItems: [] } },
    });
    await store.dispatch(cartApi.endpoints.getCart.initiate());
    expect(selectCartCount(store.getState())).toBe(2);
    await store.dispatch(
      cartApi.endpoints.removeCartItem.initiate({ productId: 'p1', size: '5 x 3 inches' }),
    );
    expect(selectCartCount(store.getState())).toBe(0);
    fetchMock.mockRestore();
  });
});
