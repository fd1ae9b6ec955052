import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses API answers and pages for browsers that accept it (a stone art list is 40 KB of JSON,
 * a few KB compressed: it matters on a phone on 4G). Brotli at quality 4 costs little CPU per
 * response; the built assets come pre-compressed at maximum quality from the build instead
 * (static-files.ts), and an answer that is already encoded is left alone. Small answers are not
 * worth it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
