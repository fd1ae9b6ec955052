import {
  adminCouponCreatedResponseSchema,
  adminCouponListResponseSchema,
  adminCouponParamsSchema,
  apiErrorSchema,
  createCouponSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addCoupon, deleteCoupon, listCoupons, toAdminCouponDto } from './coupons.service';

const tags = ['Admin coupons'];
// The admin scope's hook answers these before any handler runs.
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Admin coupons (spec section 7 'Admin'), in the admin scope under /api. */
export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Every coupon, newest first',
        response: { 200: adminCouponListResponseSchema, ...guarded },
      },
    },
    async () => ({ coupons: (await listCoupons(app.db)).map(toAdminCouponDto) }),
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon: a unique code (any case), at least ₹1, expiring today or later',
        body: createCouponSchema,
        response: {
          201: adminCouponCreatedResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const row = await addCoupon(app.db, request.body, new Date());
      return reply.code(201).send({ coupon: toAdminCouponDto(row) });
    },
  );

  app.delete(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coupon; orders that used it keep their copy of the code',
        params: adminCouponParamsSchema,
        response: { 204: z.null().describe('Deleted'), 404: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await deleteCoupon(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
