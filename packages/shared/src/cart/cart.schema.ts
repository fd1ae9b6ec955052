import { z } from 'zod';
import {
  ADMIN_COUPON_CODE_MAX,
  ADMIN_COUPON_CODE_MIN,
  COUPON_CODE_PATTERN,
} from '../admin/admin-coupons.schema';
import { pricedProductSchema } from '../catalog/product.schema';
import { PRODUCT_SIZE_LABEL_MAX } from '../catalog/product-size';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './cart.constants';
import { cartMessages } from './cart.messages';

/** A size's name (the spec's `size`), trimmed; the server finds it among the product's sizes. */
export const cartSizeSchema = z
  .string({ error: cartMessages.sizeInvalid })
  .trim()
  .min(1, cartMessages.sizeInvalid)
  .max(PRODUCT_SIZE_LABEL_MAX, cartMessages.sizeInvalid);

/** A size's id (decision 0082); any string, so an unknown one answers the product's own 400. */
export const cartSizeIdSchema = z
  .string({ error: cartMessages.sizeInvalid })
  .min(1, cartMessages.sizeInvalid)
  .max(100, cartMessages.sizeInvalid);

/**
 * Which of the product's sizes a cart call means (decision 0082): `sizeId`, else the size named
 * `size`, else the product's own size. One the product does not offer is a 400.
 */
export const cartSizeChoiceShape = {
  sizeId: cartSizeIdSchema.optional(),
  size: cartSizeSchema.optional(),
};
export type CartSizeChoice = { sizeId?: string; size?: string };

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
    ...cartSizeChoiceShape,
  },
  { error: cartMessages.addBody },
);
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** `PUT /api/user/cart/{productId}` body; `sizeId` or `size` picks the line (default: the own size's). */
export const updateCartSchema = z.object(
  { quantity: cartQuantitySchema, ...cartSizeChoiceShape },
  { error: cartMessages.updateBody },
);
export type UpdateCartInput = z.infer<typeof updateCartSchema>;

/** `{productId}` of the cart routes; any string, so a malformed id can answer 404. */
export const cartProductParamsSchema = z.object({ productId: z.string() });

/** `DELETE /api/user/cart/{productId}?sizeId=&size=`: without either every line of the product goes. */
export const removeFromCartQuerySchema = z.object(cartSizeChoiceShape);

/**
 * One cart line as the API returns it: the product plus quantity and the chosen size (its name and
 * id). `price`, `discount`, `discountPercentage` and `discountPrice` are that size's (decision 0082),
 * from the catalogue now.
 */
export const cartItemSchema = pricedProductSchema.extend({
  quantity: z.number().int(),
  size: z.string(),
  sizeId: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A coupon as the customer sees it: `discount` in rupees, `expiryDate` 'YYYY-MM-DD' (India date). */
export const couponSchema = z.object({
  code: z.string(),
  discount: z.number(),
  expiryDate: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** Why a line can no longer be bought from the cart (decision 0073; `cartItemNotices`). */
export const removedCartItemReasons = ['unavailable', 'sold', 'painting'] as const;
export type RemovedCartItemReason = (typeof removedCartItemReasons)[number];

/** A product whose lines left the cart (every size of it), and the sentence that says why. */
export const removedCartItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  reason: z.enum(removedCartItemReasons),
  notice: z.string(),
});
export type RemovedCartItem = z.infer<typeof removedCartItemSchema>;

/**
 * Every cart call answers with the whole cart, oldest line first, and whether the 20% welcome
 * offer applies (`isFirstOrder`: the customer has no paid order yet; DESIGN section 4). `coupon` is
 * the coupon applied to the cart (decision 0058), checked again on every read; when that check
 * removed it, `couponNotice` says why (once), else it is null. `removedItems` names the products
 * left out because they can no longer be bought (hidden, sold, now a painting; decision 0073).
 */
export const cartResponseSchema = z.object({
  cartItems: z.array(cartItemSchema),
  isFirstOrder: z.boolean(),
  coupon: couponSchema.nullable(),
  couponNotice: z.string().nullable(),
  removedItems: z.array(removedCartItemSchema),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const couponResponseSchema = z.object({ coupon: couponSchema });
export type CouponResponse = z.infer<typeof couponResponseSchema>;

const couponCodeSchema = z
  .string({ error: cartMessages.couponEmpty })
  .trim()
  .min(1, cartMessages.couponEmpty);

/** `GET /api/coupons/{code}`; an over-long code cannot exist, so the server answers not found. */
export const couponCodeParamsSchema = z.object({ code: couponCodeSchema });

/**
 * `PUT /api/user/cart/coupon` body: checked like the lookup (a blank code is 400, an unknown one
 * 404 'Invalid coupon code'), so a code made before the admin rule still applies.
 */
export const applyCartCouponSchema = z.object(
  { code: couponCodeSchema },
  { error: cartMessages.couponBody },
);
export type ApplyCartCouponInput = z.infer<typeof applyCartCouponSchema>;

/**
 * The coupon form's check before it asks the server (decision 0058): the admin's code rule (3-32
 * letters, digits, '-' or '_'); a code outside it cannot exist, so it reads 'Invalid coupon code'.
 */
export const couponCodeEntrySchema = couponCodeSchema
  .min(ADMIN_COUPON_CODE_MIN, cartMessages.couponInvalid)
  .max(ADMIN_COUPON_CODE_MAX, cartMessages.couponInvalid)
  .regex(COUPON_CODE_PATTERN, cartMessages.couponInvalid);
