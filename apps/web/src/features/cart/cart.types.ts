/** One cart line as the cart API returns it (`{ cartItems }`). */
export interface CartItem {
  productId: string;
  title: string;
  size: string;
  quantity: number;
  price: number;
  discountPrice: number;
  mainImageUrl?: string;
}
