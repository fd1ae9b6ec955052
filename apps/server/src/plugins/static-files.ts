import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isMediaKey, type MediaStorage, type MediaStore } from '../media/storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * The built SPA. Resolved relative to this code: `apps/server/src/plugins` under tsx and
 * `apps/server/dist` in the bundle are both two levels below `apps/`, so one expression serves both.
 */
export function defaultWebDistDir(): string {
  const fromBundle = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const fromSource = fileURLToPath(new URL('../../../web/dist', import.meta.url));
  return path.basename(path.dirname(fileURLToPath(import.meta.url))) === 'plugins'
    ? fromSource
    : fromBundle;
}

export interface MediaOptions {
  /**
   * Folders under the media root that are never served, even if a file lands there (custom art
   * photos are private, docs/decisions/0040): their paths answer the same 404 as a missing file.
   */
  privateFolders?: readonly string[];
}

/**
 * Uploaded images: server-made names that never change content, so cache them for a year. On the
 * local disk @fastify/static serves the folder; from a bucket the shop streams each object with
 * the same headers (decision 0124), for images stored before S3_PUBLIC_URL or without one.
 */
export async function registerMedia(
  app: FastifyInstance,
  media: MediaStorage,
  options: MediaOptions = {},
): Promise<void> {
  const refused = (options.privateFolders ?? []).map((folder) => `/${folder}/`);
  if (media.kind !== 'local') {
    registerBucketMedia(app, media.public, refused);
    return;
  }
  const mediaDir = media.public.location;
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // The path as @fastify/static resolved it (no '..', no '//'), relative to the media root.
    allowedPath: (pathName) => !refused.some((prefix) => pathName.startsWith(prefix)),
    setHeaders: (reply) => {
      reply.header('Cache-Control', IMMUTABLE);
    },
  });
}

/** `GET /media/<key>` from the bucket: the object's bytes, or the 404 any unknown path gets. */
function registerBucketMedia(app: FastifyInstance, store: MediaStore, refused: string[]): void {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isMediaKey(key) || refused.some((prefix) => `/${key}`.startsWith(prefix))) {
      return reply.callNotFound();
    }
    const object = await store.get(key);
    if (!object) return reply.callNotFound();
    void reply.header('Cache-Control', IMMUTABLE).type(object.contentType);
    if (object.etag) void reply.header('ETag', object.etag);
    if (object.etag && request.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      return reply.code(304).send();
    }
    return reply.header('Content-Length', object.size).send(object.body);
  });
}

export interface SpaOptions {
  /**
   * Rewrites the built index.html once at start-up (app.ts adds the site-wide link-preview tags).
   * An option, so this plugin knows nothing of the modules whose rules fill the page in.
   */
  prepareIndexHtml?: (html: string) => string;
}

export interface SpaHandle {
  /** index.html for client routes; undefined when no build exists (development, API-only tests). */
  indexHtml: Buffer | undefined;
  /** The same page as text, for page routes that fill it in (a product's preview tags). */
  template: string | undefined;
}

/** An HTML page of the SPA: like index.html itself, always revalidated. */
export function sendHtml(reply: FastifyReply, html: string | Buffer): FastifyReply {
  return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
}

/** The built SPA: hashed /assets/* forever, other files briefly, index.html always revalidated. */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | null,
  options: SpaOptions = {},
): Promise<SpaHandle> {
  const indexPath = distDir ? path.join(distDir, 'index.html') : undefined;
  if (!distDir || !indexPath || !existsSync(indexPath)) {
    return { indexHtml: undefined, template: undefined };
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    decorateReply: false,
    cacheControl: false,
    // A route per built file (the build never changes while the server runs), so every other path
    // reaches the pages module (modules/pages), and no directory index: `/` is a page too.
    wildcard: false,
    index: false,
    // The web build writes .br and .gz copies of its assets: sent to browsers that accept them.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      if (relative.startsWith('assets/')) reply.header('Cache-Control', IMMUTABLE);
      else if (relative.endsWith('.html')) reply.header('Cache-Control', NO_CACHE);
      else reply.header('Cache-Control', SHORT);
    },
  });
  const built = readFileSync(indexPath, 'utf8');
  const template = options.prepareIndexHtml ? options.prepareIndexHtml(built) : built;
  const indexHtml = Buffer.from(template);
  return { indexHtml, template };
}
