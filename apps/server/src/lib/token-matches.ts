import { createHash, timingSafeEqual } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * A shared secret sent by a caller (a webhook's token, the metrics scraper's bearer token) against
 * the configured one, in constant time: equal-length digests, so neither the length nor a prefix
 * leaks. No secret configured matches nothing.
 */
export function tokenMatches(given: unknown, expected: string | null | undefined): boolean {
  if (!expected || typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(sha256(given), sha256(expected));
}
