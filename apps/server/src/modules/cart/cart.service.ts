import {
  CART_QUANTITY_MAX,
  DEFAULT_SIZE,
  cartMessages,
  isCartSize,
  type AddToCartInput,
  type CartItem,
  type CartResponse,
  type CartSize,
} from '@artshop/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, products } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isForeignKeyViolation, isUuid } from '../../lib/pg-errors';
import { toProductDto } from '../catalog/product-dto';
import { isFirstOrder } from '../orders/first-order';
import { readCartCoupon } from './cart-coupon.service';

/** The customer's cart, oldest line first; prices always come from the products table. */
export async function listCart(db: Db, userId: string): Promise<CartItem[]> {
  const rows = await db
    .select({ line: cartLines, product: products })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return rows.map(({ line, product }) => ({
    ...toProductDto(product),
    quantity: line.quantity,
    // Every stored size went through the schema; an unexpected one shows as the default.
    size: isCartSize(line.size) ? line.size : DEFAULT_SIZE,
  }));
}

/**
 * What every cart route answers: the lines, whether the welcome offer applies, and the applied
 * coupon checked again now (with a notice when that check removed it).
 */
export async function cartResponse(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<CartResponse> {
  const [cartItems, firstOrder, coupon] = await Promise.all([
    listCart(db, userId),
    isFirstOrder(db, userId),
    readCartCoupon(db, userId, now),
  ]);
  return { cartItems, isFirstOrder: firstOrder, ...coupon };
}

/**
 * Adds stone art to the cart (DESIGN section 4: paintings never enter a cart). The same product
 * and size again adds to the existing line, capped at the maximum quantity, in one statement so
 * two quick clicks cannot collide.
 */
export async function addToCart(db: Db, userId: string, input: AddToCartInput): Promise<void> {
  if (!isUuid(input.productId)) throw httpError(404, cartMessages.productNotFound);
  const [product] = await db
    .select({ type: products.type })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw httpError(404, cartMessages.productNotFound);
  if (product.type === 'painting') throw httpError(400, cartMessages.paintingNotAllowed);
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
