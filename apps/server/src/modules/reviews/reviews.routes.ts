import type {} from '@fastify/rate-limit';
import {
  apiErrorSchema,
  productReviewCreatedResponseSchema,
  productReviewInputSchema,
  productReviewListQuerySchema,
  productReviewListResponseSchema,
  productReviewParamsSchema,
  reviewMessages,
  websiteReviewListQuerySchema,
  websiteReviewListResponseSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { httpError } from '../../lib/http-error';
import { currentUser } from '../auth/session.plugin';
import { CATALOG_CACHE, REVIEWS_CACHE } from '../catalog/http-cache';
import { cachedResponse } from '../catalog/response-cache';
import { toProductReviewDto, toWebsiteReviewDto } from './review-dto';
import { addProductReview, listProductReviews, listWebsiteReviews } from './reviews.service';

/** Enough for a person reviewing a few purchases; stops a script from flooding a product page. */
export const REVIEW_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 } as const;

const tags = ['reviews'];

/** Public review calls (spec section 7 'Reviews and interest'), mounted under /api. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/adminop/reviews/:productId',
    {
      schema: {
        tags,
        summary: "A page of a product's reviews, newest first, with the total",
        params: productReviewParamsSchema,
        querystring: productReviewListQuerySchema,
        response: {
          200: productReviewListResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      ...cachedResponse(app.db, REVIEWS_CACHE),
    },
    async (request) => {
      const { rows, total } = await listProductReviews(
        app.db,
        request.params.productId,
        request.query,
      );
      return { reviews: rows.map(toProductReviewDto), total };
    },
  );

  // Signed-in customers only (decision 0077; the spec's client shows no login check): a review
  // is tied to an account, so 'Verified buyer' can be read from that account's orders.
  app.post(
    '/adminop/reviews/:productId',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary:
          "Write a product review as the signed-in customer; updates the product's rating and count",
        params: productReviewParamsSchema,
        body: productReviewInputSchema,
        response: {
          201: productReviewCreatedResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: {
        rateLimit: {
          ...REVIEW_RATE_LIMIT,
          errorResponseBuilder: (_request, context) =>
            httpError(429, reviewMessages.tooManyReviews(context.after)),
        },
      },
    },
    async (request, reply) => {
      const row = await addProductReview(
        app.db,
        request.params.productId,
        currentUser(request).id,
        request.body,
      );
      return reply.code(201).send({ review: toProductReviewDto(row) });
    },
  );

  app.get(
    '/website-reviews',
    {
      schema: {
        tags,
        summary: 'Website reviews for the home carousel, newest first, a page at a time',
        querystring: websiteReviewListQuerySchema,
        response: { 200: websiteReviewListResponseSchema, 400: apiErrorSchema },
      },
      ...cachedResponse(app.db, CATALOG_CACHE),
    },
    async (request) => {
      const { rows, total } = await listWebsiteReviews(app.db, request.query);
      return { data: rows.map(toWebsiteReviewDto), total };
    },
  );
};
