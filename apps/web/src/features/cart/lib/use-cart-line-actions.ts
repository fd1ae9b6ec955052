import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, cartMessages, type CartItem } from '@artshop/shared';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast';
import { useAppStore } from '../../../store/hooks';
import { useRemoveCartItemMutation, useUpdateCartItemMutation } from '../cart.api';
import { selectLineQuantity } from '../cart.slice';
import { useLineQueue } from './use-line-queue';

/**
 * Quantity changes and removal of cart lines. Requests for one line run one after another, and each
 * starts from the quantity the server last confirmed, so the shown quantity only ever follows the
 * server's answers (spec section 4, 'Cart quantity').
 */
export function useCartLineActions() {
  const store = useAppStore();
  const enqueue = useLineQueue();
  const [updateItem] = useUpdateCartItemMutation();
  const [removeItem] = useRemoveCartItemMutation();

  const changeQuantity = useCallback(
    (item: CartItem, delta: 1 | -1) =>
      enqueue(`${item.id}|${item.size}`, async () => {
        const current = selectLineQuantity(store.getState(), item.id, item.size);
        if (current === undefined) return;
        const quantity = current + delta;
        if (quantity < CART_QUANTITY_MIN || quantity > CART_QUANTITY_MAX) return;
        try {
          await updateItem({ productId: item.id, quantity, size: item.size }).unwrap();
        } catch {
          toast.error(cartMessages.quantityFailed);
        }
      }),
    [enqueue, store, updateItem],
  );

  const remove = useCallback(
    (item: CartItem) =>
      enqueue(`${item.id}|${item.size}`, async () => {
        try {
          await removeItem({ productId: item.id, size: item.size }).unwrap();
        } catch {
          toast.error(cartMessages.removeFailed);
        }
      }),
    [enqueue, removeItem],
  );

  return { changeQuantity, remove };
}
