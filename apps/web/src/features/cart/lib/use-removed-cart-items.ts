import type { CartResponse, RemovedCartItem } from '@artshop/shared';
import { useEffect, useRef } from 'react';
import { useRemoveCartItemMutation } from '../cart.api';

const NONE: RemovedCartItem[] = [];

/**
 * The products the server left out of the cart because they can no longer be bought (hidden by
 * the shop, sold, now a painting; decision 0073), to show with their notices. A cart read changes
 * nothing on the server, so once the shopper has been told, the page removes their lines for good
 * (every size): the order then holds what the page showed. The notices stay on the page meanwhile
 * (the removals' answers leave the cached `removedItems` alone).
 */
export function useRemovedCartItems(cart: CartResponse | undefined): RemovedCartItem[] {
  // Answers from before decision 0073 carry no list.
  const removed = cart?.removedItems ?? NONE;
  const [removeItem] = useRemoveCartItemMutation();
  const asked = useRef(new Set<string>());

  useEffect(() => {
    for (const { productId } of removed) {
      if (asked.current.has(productId)) continue;
      asked.current.add(productId);
      // A failure leaves the line stored: the next read names it again, and an order refuses it.
      removeItem({ productId }).catch(() => undefined);
    }
  }, [removed, removeItem]);

  return removed;
}
