import { createHash } from 'node:crypto';

export interface HttpCacheOptions {
  /** Seconds a browser or CDN may reuse the response without asking. */
  maxAge: number;
  /** Seconds a stale response may still be shown while it is refreshed in the background. */
  staleWhileRevalidate: number;
}

/** Catalogue lists change only when an admin edits a product, so a short shared cache is safe. */
export const CATALOG_CACHE: HttpCacheOptions = { maxAge: 30, staleWhileRevalidate: 300 };
/** Reviews are written by visitors, who expect to see their own review soon after posting it. */
export const REVIEWS_CACHE: HttpCacheOptions = { maxAge: 10, staleWhileRevalidate: 60 };

/** A strong ETag: the hash of the exact bytes sent, so equal bodies give equal tags on every process. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match may list several tags or be '*'; weak tags compare equal to strong ones for GET. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * Cache-Control of a public answer sent at `now`: the route's max-age and stale-while-revalidate,
 * cut short (and never stale) before the answer changes by itself at `changesAt`.
 */
export function cacheControlOf(
  options: HttpCacheOptions,
  changesAt: number | undefined,
  now: number,
): string {
  if (changesAt === undefined || changesAt - now >= options.maxAge * 1000) {
    return `public, max-age=${options.maxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`;
  }
  return `public, max-age=${Math.max(0, Math.floor((changesAt - now) / 1000))}, must-revalidate`;
}

// A coding and its level after the hash in a representation's tag (ready-bytes.ts).
const CODING = /^(?:br|gzip)\d*$/;

/**
 * If-None-Match against every representation of one body (`"hash"`, `"hash-br5"`, `"hash-br11"`,
 * `"hash-gzip6"`...: a coding and its level after the hash, decision 0070; `"hash-br"` of older
 * answers too): a client holding any of them holds the same content once decoded, so a 304 is right
 * for all, also after the stored bytes were upgraded to the best level.
 */
export function matchesEntity(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const whole = `"${hash}"`;
  const coded = `"${hash}-`;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    if (tag === whole) return true;
    return tag.startsWith(coded) && tag.endsWith('"') && CODING.test(tag.slice(coded.length, -1));
  });
}
