import {
  adminCouponCreatedResponseSchema,
  adminCouponListResponseSchema,
  adminCouponParamsSchema,
  apiErrorSchema,
  createCouponSchema,
  updateCouponLimitsSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCoupon,
  deleteCoupon,
  listCoupons,
  toAdminCouponDto,
  updateCouponLimits,
} from './coupons.service';

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
        summary: 'Every coupon, newest first, with its usage limits and uses so far',
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
        summary:
          'Create a coupon: a unique code (any case), at least ₹1, expiring today or later, with optional usage limits',
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
      const created = await addCoupon(app.db, request.body, new Date());
      return reply.code(201).send({ coupon: toAdminCouponDto(created) });
    },
  );

  app.patch(
    '/coupons/:id',
    {
      schema: {
        tags,
        summary:
          "Change a coupon's usage limits (null: unlimited); orders already placed keep the coupon",
        params: adminCouponParamsSchema,
        body: updateCouponLimitsSchema,
        response: {
          200: adminCouponCreatedResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const updated = await updateCouponLimits(app.db, request.params.id, request.body, new Date());
      return { coupon: toAdminCouponDto(updated) };
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
