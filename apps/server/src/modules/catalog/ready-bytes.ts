import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The stored forms of one cached answer (decisions 0059, 0070), compressed off the event loop
 * (zlib's thread pool). A miss is compressed quickly (brotli 5, gzip 6: a few milliseconds), so a
 * flood of distinct addresses cannot queue seconds of brotli 11 in front of everyone else; the best
 * quality (brotli 11, gzip 9) is made later, off the request's path, for an answer asked for again
 * (ready-bytes-upgrade.ts), since every later request sends the same bytes.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

/** 'quick' on a miss, 'best' once upgraded; the tags name the level, as the bytes differ. */
export type Quality = 'quick' | 'best';

/** The level of each coding per quality: brotli quality, gzip level. */
export const LEVELS: Record<Quality, { br: number; gzip: number }> = {
  quick: { br: 5, gzip: 6 },
  best: { br: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION },
};

export interface Representations {
  quality: Quality;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this many bytes compression saves less than it costs a client to undo it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function compressAll(identity: Buffer, quality: Quality): Promise<Representations> {
  // Nothing to upgrade later: identity is the only form.
  if (identity.length < COMPRESS_THRESHOLD_BYTES) return { quality: 'best', identity };
  const levels = LEVELS[quality];
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: levels.br,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: levels.gzip }),
  ]);
  return { quality, identity, br, gzip: gz };
}

/**
 * A strong ETag per representation: the identity body's hash, with the coding and its level named
 * after it (`"hash-br5"`, `"hash-br11"`), so a cache never mixes up the bytes of two codings or two
 * levels, and equal bodies give equal tags on every process. If-None-Match with any of them is the
 * same entity (http-cache.ts, matchesEntity).
 */
export function representationTag(hash: string, encoding: Encoding, quality: Quality): string {
  return encoding === 'identity'
    ? `"${hash}"`
    : `"${hash}-${encoding}${LEVELS[quality][encoding]}"`;
}

// Browsers send a handful of distinct Accept-Encoding values: parse each once.
const negotiated = new Map<string, Encoding>();
const NEGOTIATED_MAX = 64;

/** The coding to send: brotli, then gzip, when the client accepts it (q=0 refuses), else identity. */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = negotiated.get(header);
  if (known) return known;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  const star = accepted.has('*');
  const chosen: Encoding =
    accepted.has('br') || star ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
  if (negotiated.size < NEGOTIATED_MAX) negotiated.set(header, chosen);
  return chosen;
}
