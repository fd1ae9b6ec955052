import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { logout } from '../../store/session-actions';
import { cartApi } from './cart.api';
import type { CartLine } from './cart.types';

export interface CartState {
  items: CartLine[];
  couponCode: string | null;
  applyingDiscount: boolean;
}

const initialState: CartState = { items: [], couponCode: null, applyingDiscount: false };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    setCartItems(state, action: PayloadAction<CartLine[]>) {
      state.items = action.payload;
    },
    setCouponCode(state, action: PayloadAction<string | null>) {
      state.couponCode = action.payload;
    },
    setApplyingDiscount(state, action: PayloadAction<boolean>) {
      state.applyingDiscount = action.payload;
    },
    clearCart() {
      return initialState;
    },
  },
  extraReducers: (builder) =>
    builder
      // A signed-out visitor has no server cart; never show the previous customer's items.
      .addCase(logout, () => initialState)
      // Every cart call answers with the whole cart: the slice follows the server's word.
      .addMatcher(
        isAnyOf(
          cartApi.endpoints.getCart.matchFulfilled,
          cartApi.endpoints.updateCartItem.matchFulfilled,
          cartApi.endpoints.removeCartItem.matchFulfilled,
          cartApi.endpoints.applyCartCoupon.matchFulfilled,
          cartApi.endpoints.removeCartCoupon.matchFulfilled,
        ),
        (state, action) => {
          state.items = action.payload.cartItems;
          // The applied coupon is the server cart's (decision 0058); the slice mirrors its code.
          state.couponCode = action.payload.coupon?.code ?? null;
        },
      ),
});

export const { setCartItems, setCouponCode, setApplyingDiscount, clearCart } = cartSlice.actions;

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
