import { cartItemNotices, type RemovedCartItem, type RemovedCartItemReason } from '@artshop/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, products, type ProductRow } from '../../db/schema';
import { availabilityOf } from '../catalog/product-dto';

/**
 * Why a product can no longer be bought from the cart, or null when it can (decision 0073): the
 * admin hid it (every public read answers 404 for it), it is a sold painting, or it is a painting
 * at all (spec section 1: paintings are bought through 'Interested to buy', never the cart; a
 * product can be changed into one after it was added). Stone art is made again, so it is never
 * sold out (`availabilityOf`).
 */
export function cartUnavailability(
  product: Pick<ProductRow, 'hidden' | 'type' | 'soldAt' | 'reservedUntil'>,
  now: Date = new Date(),
): RemovedCartItemReason | null {
  if (product.hidden) return 'unavailable';
  if (availabilityOf(product, now) === 'sold') return 'sold';
  if (product.type === 'painting') return 'painting';
  return null;
}

/** The products `cartUnavailability` refuses, in SQL: hidden, or a painting (sold or not). */
const notForCart = or(eq(products.hidden, true), eq(products.type, 'painting'));

/**
 * One entry per product whose lines are left out of the cart answer, in the cart's order, with the
 * sentence the shopper is shown.
 */
export function removedItemsOf(
  rows: readonly { product: ProductRow; reason: RemovedCartItemReason }[],
): RemovedCartItem[] {
  const byProduct = new Map<string, RemovedCartItem>();
  for (const { product, reason } of rows) {
    if (byProduct.has(product.id)) continue;
    byProduct.set(product.id, {
      productId: product.id,
      title: product.title,
      reason,
      notice: cartItemNotices[reason](product.title),
    });
  }
  return [...byProduct.values()];
}

/**
 * Deletes the customer's lines whose products can no longer be bought from the cart, as they are
 * now. Only a refused order calls it (decision 0073): a cart read leaves them stored and out of
 * the answer, since no GET changes state (decision 0058).
 */
export async function dropUnavailableLines(db: Db, userId: string): Promise<void> {
  const refused = db.select({ id: products.id }).from(products).where(notForCart);
  await db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.productId, refused)));
}
