import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logout } from '../../app/session-actions';
import type { CartItem } from './cart.types';

export interface CartState {
  items: CartItem[];
  couponCode: string | null;
  applyingDiscount: boolean;
}

const initialState: CartState = { items: [], couponCode: null, applyingDiscount: false };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    setCartItems(state, action: PayloadAction<CartItem[]>) {
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
  // A signed-out visitor has no server cart; never show the previous customer's items.
  extraReducers: (builder) => builder.addCase(logout, () => initialState),
});

export const { setCartItems, setCouponCode, setApplyingDiscount, clearCart } = cartSlice.actions;

/** The header badge: how many pieces are in the cart (the sum of the line quantities). */
export const selectCartCount = (state: { cart: CartState }): number =>
  state.cart.items.reduce((count, item) => count + item.quantity, 0);
