import {
  CART_QUANTITY_MAX,
  DEFAULT_SIZE,
  cartMessages,
  isCartSize,
  type AddToCartInput,
  type CartItem,
  type CartResponse,
  type CartSize,
  type RemovedCartItem,
  type RemovedCartItemReason,
} from '@artshop/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, products, type ProductRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isForeignKeyViolation, isUuid } from '../../lib/pg-errors';
import { toProductDto } from '../catalog/product-dto';
import { isFirstOrder } from '../orders/first-order';
import { readCartCoupon } from './cart-coupon.service';
import { cartUnavailability, removedItemsOf } from './unavailable-lines';

/** The cart as a read shows it: the lines that can be bought, and the products left out. */
export interface ListedCart {
  items: CartItem[];
  removed: RemovedCartItem[];
}

/**
 * The customer's cart, oldest line first; prices always come from the products table. Lines whose
 * product can no longer be bought (hidden, sold, now a painting) are left out and named in
 * `removed`; they stay stored, since a read changes nothing (decision 0073).
 */
export async function listCart(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<ListedCart> {
  const rows = await db
    .select({ line: cartLines, product: products })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const items: CartItem[] = [];
  const refused: { product: ProductRow; reason: RemovedCartItemReason }[] = [];
  for (const { line, product } of rows) {
    const reason = cartUnavailability(product, now);
    if (reason) {
      refused.push({ product, reason });
      continue;
    }
    items.push({
      ...toProductDto(product, now),
      quantity: line.quantity,
      // Every stored size went through the schema; an unexpected one shows as the default.
      size: isCartSize(line.size) ? line.size : DEFAULT_SIZE,
    });
  }
  return { items, removed: removedItemsOf(refused) };
}

/**
 * What every cart route answers: the lines, whether the welcome offer applies, the applied coupon
 * checked again now (with a notice when that check removed it), and the products left out because
 * they can no longer be bought, each with a notice (decision 0073).
 */
export async function cartResponse(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<CartResponse> {
  const [cart, firstOrder, coupon] = await Promise.all([
    listCart(db, userId, now),
    isFirstOrder(db, userId),
    readCartCoupon(db, userId, now),
  ]);
  return {
    cartItems: cart.items,
    isFirstOrder: firstOrder,
    ...coupon,
    removedItems: cart.removed,
  };
}

/**
 * Adds stone art to the cart (DESIGN section 4: paintings never enter a cart). A product the admin
 * hid is refused with 409 (decision 0073); a painting, sold or not, with 400. The same product and
 * size again adds to the existing line, capped at the maximum quantity, in one statement so two
 * quick clicks cannot collide. A product hidden a moment after this check is left out by the next
 * read and refused by the order (decision 0073).
 */
export async function addToCart(db: Db, userId: string, input: AddToCartInput): Promise<void> {
  if (!isUuid(input.productId)) throw httpError(404, cartMessages.productNotFound);
  const [product] = await db
    .select({
      type: products.type,
      hidden: products.hidden,
      soldAt: products.soldAt,
      reservedUntil: products.reservedUntil,
    })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw httpError(404, cartMessages.productNotFound);
  const reason = cartUnavailability(product);
  if (reason === 'unavailable') throw httpError(409, cartMessages.productUnavailable);
  if (reason) throw httpError(400, cartMessages.paintingNotAllowed);
  try {
    await db
      .insert(cartLines)
      .values({ userId, productId: input.productId, size: input.size, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.productId, cartLines.size],
        set: {
          quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${CART_QUANTITY_MAX})`,
        },
      });
  } catch (error) {
    // The product was deleted a moment ago.
    if (isForeignKeyViolation(error)) throw httpError(404, cartMessages.productNotFound);
    throw error;
  }
}

/** Sets the quantity of the line of `productId` in `size`; 404 when there is no such line. */
export async function updateCartLine(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
  size: CartSize = DEFAULT_SIZE,
): Promise<void> {
  if (!isUuid(productId)) throw httpError(404, cartMessages.productNotFound);
  const updated = await db
    .update(cartLines)
    .set({ quantity })
    .where(
      and(
        eq(cartLines.userId, userId),
        eq(cartLines.productId, productId),
        eq(cartLines.size, size),
      ),
    )
    .returning({ id: cartLines.id });
  if (updated.length === 0) throw httpError(404, cartMessages.lineNotFound);
}

/** Removes the line of `productId` in `size`, or every line of the product without a size. */
export async function removeCartLine(
  db: Db,
  userId: string,
  productId: string,
  size?: CartSize,
): Promise<void> {
  if (!isUuid(productId)) throw httpError(404, cartMessages.productNotFound);
  const conditions = [eq(cartLines.userId, userId), eq(cartLines.productId, productId)];
  if (size) conditions.push(eq(cartLines.size, size));
  await db.delete(cartLines).where(and(...conditions));
}
