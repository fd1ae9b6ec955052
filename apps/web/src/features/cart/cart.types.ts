import type { CartItem } from '@artshop/shared';

export type { CartItem };

/**
 * A cart line as the slice keeps it. The server's `CartItem` is one; the header badge needs only the
 * quantity, so the other product fields stay optional (`productId` is accepted for older callers).
 */
export type CartLine = Pick<CartItem, 'title' | 'quantity' | 'price' | 'discountPrice'> & {
  size: string;
  id?: string;
  productId?: string;
  mainImageUrl?: string | null;
};
