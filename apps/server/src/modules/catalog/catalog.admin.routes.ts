import path from 'node:path';
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
import { artistsAdminRoutes } from './artists.admin.routes';
import { readProductForm } from './read-product-form';
import { routeLimit } from '../../lib/route-limit';

const tags = ['Admin products'];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Per client, for each upload call (add, edit): a busy admin adds or edits one product every 15
 * seconds at most; a stolen admin session or a runaway script must not fill the disk and keep
 * sharp busy with 60 MB forms. Counted after the admin guard, so only admins count.
 */
export const ADMIN_UPLOAD_RATE_LIMIT = routeLimit({
  max: 60,
  windowMs: 15 * 60 * 1000,
  message: adminProductMessages.tooManyUploads,
});

/**
 * Admin products (spec section 7 'Admin'), registered in the admin scope: its hook has already
 * refused callers without an admin session.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const mediaDir = path.resolve(app.config.dataDir, 'media');
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
      const product = await addProduct(app.db, mediaDir, await readProductForm(request));
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
        mediaDir,
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
