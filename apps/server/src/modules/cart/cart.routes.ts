import type {} from '@fastify/rate-limit';
import {
  addToCartSchema,
  apiErrorSchema,
  applyCartCouponSchema,
  cartProductParamsSchema,
  cartResponseSchema,
  removeFromCartQuerySchema,
  updateCartSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session.plugin';
import { COUPON_LOOKUP_RATE_LIMIT } from '../coupons/coupons.routes';
import { applyCartCoupon, removeCartCoupon } from './cart-coupon.service';
import { addToCart, cartResponse, removeCartLine, updateCartLine } from './cart.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The customer's cart (spec section 7 'Cart and coupons', DESIGN section 3), under /api. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/cart',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['Cart'],
        summary:
          "The signed-in customer's cart, oldest line first; products that can no longer be bought are left out and named in removedItems",
        response: { 200: cartResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => cartResponse(app.db, currentUser(request).id),
  );

  app.post(
    '/user/cart/add',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['Cart'],
        summary:
          'Add stone art to the cart in one of its sizes (sizeId, or size by name; its own size without either; another: 400); the same product and size adds to its line; 409 for a product the shop hid',
        body: addToCartSchema,
        response: { 201: cartResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await addToCart(app.db, userId, request.body);
      return reply.code(201).send(await cartResponse(app.db, userId));
    },
  );

  // The static path wins over '/user/cart/:productId' in the router.
  app.put(
    '/user/cart/coupon',
    {
      onRequest: app.requireCustomer,
      // Applying is a lookup too: the same limit stops a script guessing codes through the cart.
      config: { rateLimit: COUPON_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ['Cart'],
        summary:
          'Apply a coupon to the cart (checked like GET /coupons/{code}); it stays until removed, used by a paid order, or found no longer valid',
        body: applyCartCouponSchema,
        response: { 200: cartResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const now = new Date();
      await applyCartCoupon(app.db, userId, request.body.code, now);
      return cartResponse(app.db, userId, now);
    },
  );

  app.delete(
    '/user/cart/coupon',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['Cart'],
        summary: "Remove the cart's coupon",
        response: { 200: cartResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await removeCartCoupon(app.db, userId);
      return cartResponse(app.db, userId);
    },
  );

  app.put(
    '/user/cart/:productId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['Cart'],
        summary:
          "Set the quantity of a cart line (the size by sizeId or size; the product's own size unless given)",
        params: cartProductParamsSchema,
        body: updateCartSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { quantity, ...size } = request.body;
      await updateCartLine(app.db, userId, request.params.productId, quantity, size);
      return cartResponse(app.db, userId);
    },
  );

  app.delete(
    '/user/cart/:productId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['Cart'],
        summary: 'Remove a cart line (every size of the product without `sizeId` or `size`)',
        params: cartProductParamsSchema,
        querystring: removeFromCartQuerySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await removeCartLine(app.db, userId, request.params.productId, request.query);
      return cartResponse(app.db, userId);
    },
  );
};
