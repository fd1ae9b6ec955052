import {
  CART_QUANTITY_MAX,
  cartMessages,
  toProductSizeDto,
  type AddToCartInput,
  type CartItem,
  type CartResponse,
  type CartSizeChoice,
  type RemovedCartItem,
  type RemovedCartItemReason,
} from '@artshop/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/once-per-db';
import { cartLines, products, type ProductRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';
import { isForeignKeyViolation, isUuid } from '../../lib/pg-errors';
import { toPricedProductDto } from '../catalog/product-dto';
import { chosenSize, sizesOf } from '../catalog/product-sizes';
import { cartStanding, checkCartCoupon } from './cart-coupon.service';
import { cartUnavailability, removedItemsOf } from './unavailable-lines';

/** The cart as a read shows it: the lines that can be bought, and the products left out. */
export interface ListedCart {
  items: CartItem[];
  removed: RemovedCartItem[];
}

/**
 * The cart's lines with their products, built once per database rather than on every cart read
 * (building the select of every product column cost about as much as PGlite running it).
 */
function buildLinesQuery(db: Db) {
  return db
    .select({ line: cartLines, product: products })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, sql.placeholder('userId')))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare('cart_lines');
}

const linesQueryFor = oncePerDb(buildLinesQuery);

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
  const rows = await linesQueryFor(db).execute({ userId });
  const items: CartItem[] = [];
  const refused: { product: ProductRow; reason: RemovedCartItemReason }[] = [];
  for (const { line, product } of rows) {
    const reason = cartUnavailability(product, now);
    if (reason) {
      refused.push({ product, reason });
      continue;
    }
    // The admin's save removes the lines of a size it drops, so the line's size is there.
    const size = sizesOf(product).find((candidate) => candidate.id === line.sizeId);
    if (!size) continue;
    const { price, discount, discountPercentage, discountPrice } = toProductSizeDto(size);
    items.push({
      ...toPricedProductDto(product, now),
      // The line's price is its size's (decision 0082).
      price,
      discount,
      discountPercentage,
      discountPrice,
      quantity: line.quantity,
      size: size.label,
      sizeId: size.id,
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
  // Two statements side by side (the lines; the welcome offer and the coupon's code), then the
  // coupon's own check only when there is one: a cart answer is the shop's most frequent
  // signed-in read (docs/benchmarks.md, the signed-in cart on PostgreSQL).
  const [cart, standing] = await Promise.all([listCart(db, userId, now), cartStanding(db, userId)]);
  const coupon = await checkCartCoupon(db, standing.code, userId, now);
  return {
    cartItems: cart.items,
    isFirstOrder: standing.firstOrder,
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
  const [product] = await db.select().from(products).where(eq(products.id, input.productId));
  if (!product) throw httpError(404, cartMessages.productNotFound);
  const reason = cartUnavailability(product);
  if (reason === 'unavailable') throw httpError(409, cartMessages.productUnavailable);
  if (reason) throw httpError(400, cartMessages.paintingNotAllowed);
  const size = chosenSize(product, input);
  try {
    await db
      .insert(cartLines)
      .values({ userId, productId: input.productId, sizeId: size.id, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.productId, cartLines.sizeId],
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

/** The product's size a line call means (decision 0082), or null when the product is gone. */
async function lineSizeId(
  db: Db,
  productId: string,
  choice: CartSizeChoice,
): Promise<string | null> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  return product ? chosenSize(product, choice).id : null;
}

/**
 * Sets the quantity of the line of `productId` in the chosen size (`sizeId`, else `size` by name,
 * else the own size); 404 when there is no such line, 400 for a size the product does not offer.
 */
export async function updateCartLine(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
  choice: CartSizeChoice = {},
): Promise<void> {
  if (!isUuid(productId)) throw httpError(404, cartMessages.productNotFound);
  const sizeId = await lineSizeId(db, productId, choice);
  if (!sizeId) throw httpError(404, cartMessages.lineNotFound);
  const updated = await db
    .update(cartLines)
    .set({ quantity })
    .where(
      and(
        eq(cartLines.userId, userId),
        eq(cartLines.productId, productId),
        eq(cartLines.sizeId, sizeId),
      ),
    )
    .returning({ id: cartLines.id });
  if (updated.length === 0) throw httpError(404, cartMessages.lineNotFound);
}

/** Removes the line of `productId` in the chosen size, or every line of the product without one. */
export async function removeCartLine(
  db: Db,
  userId: string,
  productId: string,
  choice: CartSizeChoice = {},
): Promise<void> {
  if (!isUuid(productId)) throw httpError(404, cartMessages.productNotFound);
  const conditions = [eq(cartLines.userId, userId), eq(cartLines.productId, productId)];
  if (choice.sizeId !== undefined || choice.size !== undefined) {
    const sizeId = await lineSizeId(db, productId, choice);
    if (!sizeId) return;
    conditions.push(eq(cartLines.sizeId, sizeId));
  }
  await db.delete(cartLines).where(and(...conditions));
}
