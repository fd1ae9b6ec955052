import { z } from 'zod';
import { productSchema } from '../catalog/product.schema';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN, SIZES } from './cart.constants';
import { cartMessages } from './cart.messages';

export const cartSizeSchema = z.enum(SIZES, { error: cartMessages.sizeInvalid });

export const cartQuantitySchema = z
  .number({ error: cartMessages.quantityInvalid })
  .int(cartMessages.quantityInvalid)
  .min(CART_QUANTITY_MIN, cartMessages.quantityInvalid)
  .max(CART_QUANTITY_MAX, cartMessages.quantityInvalid);

/**
 * `POST /api/user/cart/add` body. Any productId string is accepted here: a malformed id answers
 * 404 'Product not found' (docs/architecture.md), not 400.
 */
export const addToCartSchema = z.object(
  {
    productId: z
      .string({ error: cartMessages.productIdRequired })
      .min(1, cartMessages.productIdRequired),
    quantity: cartQuantitySchema,
    size: cartSizeSchema,
  },
  { error: cartMessages.addBody },
);
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** `PUT /api/user/cart/{productId}` body; `size` picks the line (default '5 x 3 inches'). */
export const updateCartSchema = z.object(
  { quantity: cartQuantitySchema, size: cartSizeSchema.optional() },
  { error: cartMessages.updateBody },
);
export type UpdateCartInput = z.infer<typeof updateCartSchema>;

/** `{productId}` of the cart routes; any string, so a malformed id can answer 404. */
export const cartProductParamsSchema = z.object({ productId: z.string() });

/** `DELETE /api/user/cart/{productId}?size=`: without a size every line of the product goes. */
export const removeFromCartQuerySchema = z.object({ size: cartSizeSchema.optional() });

/** One cart line as the API returns it: the product (prices from the catalogue) plus quantity and size. */
export const cartItemSchema = productSchema.extend({
  quantity: z.number().int(),
  size: cartSizeSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * Every cart call answers with the whole cart, oldest line first, and whether the 20% welcome
 * offer applies (`isFirstOrder`: the customer has no paid order yet; DESIGN section 4).
 */
export const cartResponseSchema = z.object({
  cartItems: z.array(cartItemSchema),
  isFirstOrder: z.boolean(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** A coupon as the customer sees it: `discount` in rupees, `expiryDate` 'YYYY-MM-DD' (India date). */
export const couponSchema = z.object({
  code: z.string(),
  discount: z.number(),
  expiryDate: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponResponseSchema = z.object({ coupon: couponSchema });
export type CouponResponse = z.infer<typeof couponResponseSchema>;

/** `GET /api/coupons/{code}`; an over-long code cannot exist, so the server answers not found. */
export const couponCodeParamsSchema = z.object({
  code: z.string().trim().min(1, cartMessages.couponEmpty),
});
