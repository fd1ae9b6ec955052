import {
  apiErrorSchema,
  productReviewIdParamsSchema,
  websiteReviewCreatedResponseSchema,
  websiteReviewInputSchema,
  websiteReviewParamsSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toWebsiteReviewDto } from './review-dto';
import { addWebsiteReview, deleteProductReview, deleteWebsiteReview } from './reviews.service';

const tags = ['Admin reviews'];
// The admin scope's hook answers these before any handler runs.
const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
const deleted = z.null().describe('Deleted');

/** Admin website reviews (spec section 7) and product review moderation, in the admin scope under /api. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/website-reviews',
    {
      schema: {
        tags,
        summary: 'Add a website review on behalf of a named customer (rating 1-5, default 5)',
        body: websiteReviewInputSchema,
        response: { 201: websiteReviewCreatedResponseSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const row = await addWebsiteReview(app.db, request.body);
      return reply.code(201).send({ data: toWebsiteReviewDto(row) });
    },
  );

  app.delete(
    '/website-reviews/:id',
    {
      schema: {
        tags,
        summary: 'Delete a website review',
        params: websiteReviewParamsSchema,
        response: { 204: deleted, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await deleteWebsiteReview(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/adminop/reviews/:reviewId',
    {
      schema: {
        tags,
        summary: "Delete a product review (moderation); the product's rating and count follow",
        params: productReviewIdParamsSchema,
        response: { 204: deleted, 404: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await deleteProductReview(app.db, request.params.reviewId);
      return reply.code(204).send(null);
    },
  );
};
