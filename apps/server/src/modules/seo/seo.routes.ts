import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_CACHE } from '../catalog/http-cache';
import { cachedResponse } from '../catalog/response-cache';
import { renderRobots, renderSitemap, sitemapEntries } from './seo.service';

const tags = ['seo'];

/**
 * /sitemap.xml and /robots.txt at the site's root, with absolute URLs on the configured origin
 * (PUBLIC_URL). Cached like the catalogue's hot answers: every product write drops the copy, so
 * an added or hidden product is in the next sitemap.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = cachedResponse(app.db, CATALOG_CACHE);

  app.get(
    '/sitemap.xml',
    {
      schema: { tags, summary: 'Every public page and shown product, for search engines' },
      ...cached,
    },
    async (_request, reply) => {
      const entries = await sitemapEntries(app.db);
      return reply
        .type('application/xml; charset=utf-8')
        .send(renderSitemap(app.config.siteUrl, entries));
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: { tags, summary: 'What crawlers may read, and where the sitemap is' },
      ...cached,
    },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(renderRobots(app.config.siteUrl)),
  );
};
