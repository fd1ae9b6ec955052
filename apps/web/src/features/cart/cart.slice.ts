import type { CartResponse } from '@artshop/shared';
import { createAction, type Action } from '../../store/store';
import { logout } from '../../store/session-actions';
import { cartApi } from './cart.api';
import type { CartLine } from './cart.types';

export interface CartState {
  items: CartLine[];
  couponCode: string | null;
  applyingDiscount: boolean;
}

const initialState: CartState = { items: [], couponCode: null, applyingDiscount: false };

export const setCartItems = createAction<CartLine[]>('cart/setCartItems');
export const setCouponCode = createAction<string | null>('cart/setCouponCode');
export const setApplyingDiscount = createAction<boolean>('cart/setApplyingDiscount');
export const clearCart = createAction('cart/clearCart');

// Every cart call answers with the whole cart: the slice follows the server's word.
const wholeCartAnswers = [
  cartApi.endpoints.getCart,
  cartApi.endpoints.updateCartItem,
  cartApi.endpoints.removeCartItem,
  cartApi.endpoints.applyCartCoupon,
  cartApi.endpoints.removeCartCoupon,
];

export function cartReducer(state: CartState = initialState, action: Action): CartState {
  if (setCartItems.match(action)) return { ...state, items: action.payload };
  if (setCouponCode.match(action)) return { ...state, couponCode: action.payload };
  if (setApplyingDiscount.match(action)) return { ...state, applyingDiscount: action.payload };
  // A signed-out visitor has no server cart; never show the previous customer's items.
  if (clearCart.match(action) || logout.match(action)) return initialState;
  const answer = wholeCartAnswers.find((endpoint) => endpoint.matchFulfilled(action));
  if (answer) {
    const cart = (action as Action & { payload: CartResponse }).payload;
    return {
      ...state,
      items: cart.cartItems,
      // The applied coupon is the server cart's (decision 0058); the slice mirrors its code.
      couponCode: cart.coupon?.code ?? null,
    };
  }
  return state;
}

// The store's state has this slice under 'cart' (app/store.ts composes it; see src/store/README.md).
declare module '../../store/root-state' {
  interface RootState {
    cart: CartState;
  }
}

/** The header badge: how many pieces are in the cart (the sum of the line quantities). */
export const selectCartCount = (state: { cart: CartState }): number =>
  state.cart.items.reduce((count, item) => count + item.quantity, 0);

/** The quantity the server last confirmed for one line, or undefined when it is gone. */
export const selectLineQuantity = (
  state: { cart: CartState },
  productId: string,
  size: string,
): number | undefined =>
  state.cart.items.find((item) => (item.id ?? item.productId) === productId && item.size === size)
    ?.quantity;
