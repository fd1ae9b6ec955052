import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Admin products: GET /admin/products, POST /adminop/add, PUT /adminop/edit/{id}, DELETE /adminop/delete/{id}, DELETE /adminop/reviews/{id} (to be filled in). */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async () => {};
