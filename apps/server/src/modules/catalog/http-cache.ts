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
