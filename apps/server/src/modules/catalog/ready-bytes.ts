import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The stored forms of one cached answer (decision 0059). Compressed once when stored, off the event
 * loop (zlib's thread pool) and at the best quality, because every later request sends the same
 * bytes: the cost is paid once per write instead of once per request (brotli quality 4 on every
 * response was the largest cost of a catalogue request).
 */

export type Encoding = 'br' | 'gzip' | 'identity';

export interface Representations {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this many bytes compression saves less than it costs a client to undo it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function compressAll(identity: Buffer): Promise<Representations> {
  if (identity.length < COMPRESS_THRESHOLD_BYTES) return { identity };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * A strong ETag per representation: the identity body's hash, with the coding named after it, so a
 * cache never mixes up the bytes of two codings, and equal bodies give equal tags on every process.
 */
export function representationTag(hash: string, encoding: Encoding): string {
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
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
