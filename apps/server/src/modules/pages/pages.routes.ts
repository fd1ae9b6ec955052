import type { RenderPage } from '@artshop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml, type SpaHandle } from '../../plugins/static-files';
import type { HttpCacheOptions } from '../catalog/http-cache';
import { splitUrl } from '../catalog/response-cache-key';
import { cachedResponse, setAnswerGroup } from '../catalog/response-cache';
import { inProcessFetch } from './in-process-fetch';
import { pageQueryKey, pageRenderUrl } from './page-cache-key';
import { assemblePage, preloadTags, readManifest } from './page-shell';

/**
 * Every page of the shop (decision 0061). Public pages are rendered on the server with their data
 * and kept as ready bytes like the catalogue's hot answers: the next visitor gets them at the
 * server's door, and every catalogue write drops them (response-cache.ts). Pages of a signed-in
 * person get the bare shell, never stored, and the browser draws them. Paths under /api, /media and
 * /assets are not pages: they get the JSON 404.
 */

// Always revalidated (an ETag answers 304): an edit by the admin shows on the next visit.
const PAGE_CACHE: HttpCacheOptions = { maxAge: 0, staleWhileRevalidate: 0 };
const NOT_A_PAGE = /^\/(api|media|assets)(\/|$)/;

export interface PagesOptions {
  spa: SpaHandle;
  distDir: string;
  renderPage: RenderPage | undefined;
}

export function registerPages(app: FastifyInstance, { spa, distDir, renderPage }: PagesOptions) {
  const { indexHtml, template: shellTemplate } = spa;
  if (indexHtml === undefined || shellTemplate === undefined) return;
  const template = shellTemplate;
  const manifest = readManifest(distDir);
  const fetchApi = inProcessFetch(app);
  // The shell as a Buffer: cachedResponse stores only string bodies, and the shell is never stored.
  const shell = (reply: FastifyReply) => sendHtml(reply, indexHtml);

  async function page(request: FastifyRequest, reply: FastifyReply) {
    if (NOT_A_PAGE.test(request.url.split('?')[0] ?? '/')) return reply.callNotFound();
    if (!renderPage) return shell(reply);
    // Rendered from the path and the query the page reads (decision 0070): a marketing tag or a
    // made-up parameter gives the same page, kept once under the same key.
    const split = splitUrl(request.url);
    const url = split
      ? pageRenderUrl(split.pathname, split.search)
      : (request.url.split(/[?#]/)[0] ?? '/');
    let result;
    try {
      result = await renderPage({
        url,
        siteUrl: app.config.siteUrl,
        apiBaseUrl: 'http://in-process/api',
        fetch: fetchApi,
      });
    } catch (error) {
      // The browser can still draw the page from the shell; the failure is for the log.
      request.log.error({ err: error }, 'server rendering failed');
      return shell(reply);
    }
    if (result.kind === 'client-only') return shell(reply);
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    // Each page of the web app has its own bound in the store: a flood of product pages never
    // pushes a collection page out.
    setAnswerGroup(request, `page ${result.modules.join(' ')}`);
    const html = assemblePage(template, result, preloadTags(manifest, result.modules));
    return sendHtml(reply.code(result.status), html);
  }

  const options = { ...cachedResponse(app.db, PAGE_CACHE, pageQueryKey) };
  app.get('/', options, page);
  app.get('/*', options, page);
}
