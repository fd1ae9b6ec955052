import {
  adminProductAddedResponseSchema,
  adminProductEditedResponseSchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductMessages,
  apiErrorSchema,
  productHiddenInputSchema,
  productIdParamsSchema,
  productPriceOnRequestInputSchema,
} from '@artshop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addProduct,
  deleteProduct,
  editProduct,
  listAdminProducts,
  setProductHidden,
  setProductPriceOnRequest,
} from './catalog.admin.service';
import { ADMIN_UPLOAD_RATE_LIMIT } from './admin-upload-limit';
import { artistsAdminRoutes } from './artists.admin.routes';
import { readProductForm } from './read-product-form';

const tags = ['Admin products'];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Admin products (spec section 7 'Admin'), registered in the admin scope: its hook has already
 * refused callers without an admin session.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The artists' profiles (decision 0108) belong to the catalogue's back-office.
  await app.register(artistsAdminRoutes);

  app.get(
    '/admin/products',
    {
      schema: {
        tags,
        summary: 'Products for the dashboard: searched, filtered and paged, with the analytics',
        description:
          'q searches title and description (case-insensitive); type painting|stoneArt; ' +
          'discount yes|no; newest first. analytics covers the whole catalogue and paid orders.',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  app.post(
    '/adminop/add',
    {
      config: { rateLimit: ADMIN_UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Add a product (multipart: the fields and files mainImage, sidebarImage1, sidebarImage2)',
        description:
          'Fields title, description, price, bgColor (#rrggbb), type, discount (true/false), ' +
          'discountPercentage (when discounted), artist and isPremium (optional). Images must ' +
          'decode as WebP, at most 20 MB each.',
        consumes: ['multipart/form-data'],
        response: {
          201: adminProductAddedResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const product = await addProduct(app.db, app.media, await readProductForm(request));
      return reply.code(201).send({ message: adminProductMessages.added, product });
    },
  );

  app.put(
    '/adminop/edit/:id',
    {
      config: { rateLimit: ADMIN_UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Edit a product (multipart; each image a new file or its kept ...Url)',
        description:
          'Fields title, description, price, type, discountPercentage (the discount follows it); ' +
          'mainImage or mainImageUrl, sidebarImage1 or sidebarImage1Url, sidebarImage2 or ' +
          "sidebarImage2Url. A kept URL must be one of the product's current images; a slot " +
          'left out keeps its image.',
        consumes: ['multipart/form-data'],
        params: productIdParamsSchema,
        response: {
          200: adminProductEditedResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      product: await editProduct(
        app.db,
        app.media,
        request.params.id,
        await readProductForm(request),
      ),
    }),
  );

  app.patch(
    '/adminop/:id/hidden',
    {
      schema: {
        tags,
        summary:
          "Hide a product from the shop's lists, search and pages (404 there), or show it again; the dashboard keeps it",
        params: productIdParamsSchema,
        body: productHiddenInputSchema,
        response: {
          200: adminProductEditedResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      product: await setProductHidden(app.db, request.params.id, request.body.hidden),
    }),
  );

  app.patch(
    '/adminop/:id/price-on-request',
    {
      schema: {
        tags,
        summary:
          "Show 'Price on request' instead of a painting's price on its page, cards and JSON-LD, or show the price again",
        params: productIdParamsSchema,
        body: productPriceOnRequestInputSchema,
        response: {
          200: adminProductEditedResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => ({
      product: await setProductPriceOnRequest(
        app.db,
        request.params.id,
        request.body.priceOnRequest,
      ),
    }),
  );

  app.delete(
    '/adminop/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product; orders keep their item snapshots',
        params: productIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), 404: apiErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      await deleteProduct(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
