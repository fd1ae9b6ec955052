import { sitemapMessages } from '@artshop/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../../lib/http-error';
import { CATALOG_CACHE } from '../catalog/http-cache';
import { cachedResponse } from '../catalog/response-cache';
import {
  pageSitemapEntries,
  productSitemapEntries,
  renderRobots,
  renderSitemap,
  renderSitemapIndex,
  SITEMAP_FILE_PATTERN,
  sitemapFiles,
} from './seo.service';

const tags = ['seo'];

/**
 * /sitemap.xml (an index, decision 0126), its files under /sitemaps/ and /robots.txt at the site's
 * root, with absolute URLs on the configured origin (PUBLIC_URL). Cached like the catalogue's hot
 * answers: every product write drops the copies, so an added or hidden product is in the next
 * sitemap.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = cachedResponse(app.db, CATALOG_CACHE);
  const siteUrl = app.config.siteUrl;
  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').send(body);

  app.get(
    '/sitemap.xml',
    {
      schema: { tags, summary: 'The index of the sitemap files, for search engines' },
      ...cached,
    },
    async (_request, reply) => xml(reply, renderSitemapIndex(siteUrl, await sitemapFiles(app.db))),
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        tags,
        summary: 'One sitemap file: the public pages and artists, or a page of shown products',
        params: z.object({ file: z.string().max(40) }),
      },
      ...cached,
    },
    async (request, reply) => {
      const match = SITEMAP_FILE_PATTERN.exec(request.params.file);
      const entries = !match
        ? null
        : match[2]
          ? await productSitemapEntries(app.db, Number(match[2]))
          : await pageSitemapEntries(app.db);
      if (!entries) throw httpError(404, sitemapMessages.fileNotFound);
      return xml(reply, renderSitemap(siteUrl, entries));
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: { tags, summary: 'What crawlers may read, and where the sitemap is' },
      ...cached,
    },
    async (_request, reply) => reply.type('text/plain; charset=utf-8').send(renderRobots(siteUrl)),
  );
};
