import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendHtml, type SpaHandle } from '../../plugins/static-files';
import { findProduct } from './catalog.service';
import { toProductDto } from './product-dto';
import { productPageMeta, renderProductPage, siteOrigin } from './product-meta';

/**
 * Shared product links: the product's title, description and image as Open Graph / Twitter tags in
 * the SPA's index.html. An unknown or malformed id (or a failed lookup) gets the plain page; the SPA
 * says 'Product not found.'. Without a built SPA there is no page to fill in, so no route.
 */
export function registerProductPage(app: FastifyInstance, spa: SpaHandle): void {
  const { indexHtml, template } = spa;
  if (indexHtml === undefined || template === undefined) return;
  app.get(
    '/productoverview/:id',
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      try {
        const row = await findProduct(app.db, request.params.id);
        if (row) {
          const origin = siteOrigin(app.config.publicUrl, request.protocol, request.host);
          const meta = productPageMeta(toProductDto(row), origin);
          return sendHtml(reply, renderProductPage(template, meta));
        }
      } catch (error) {
        request.log.warn({ err: error }, 'product preview lookup failed');
      }
      return sendHtml(reply, indexHtml);
    },
  );
}
