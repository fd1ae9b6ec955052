import type { OutgoingHttpHeaders } from 'node:http';
import type { HttpCacheOptions } from './http-cache';
import type { Encoding, Representations } from './ready-bytes';
import { splitUrl, type QueryRule } from './response-cache-key';

/**
 * Where stored answers are kept (decision 0070): by path, then by the query part of their key (only
 * the parameters the route reads), and counted per route with the least recently used going first
 * when the route is full, so a flood of one route's addresses never pushes out another route's hot
 * answers. The whole store is bounded by bytes as well (decision 0114): past the bound the least
 * recently used answers of any route go, and expired ones go first.
 */

/** What all stored answers of one process may hold together, in bytes (every form counted). */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export interface Entry {
  representations: Representations;
  /** The hash of the identity body; every representation's ETag is built on it. */
  hash: string;
  /** The headers the normal path sent (security headers, content type), without per-response ones. */
  headers: OutgoingHttpHeaders;
  options: HttpCacheOptions;
  /** When the answer changes by itself (`answerChangesAt`), if it does. */
  changesAt: number | undefined;
  expiresAt: number;
  /** The hit path's header lists, per coding, made on first use (and again after an upgrade). */
  wire: Partial<Record<Encoding, (string | number)[]>>;
  pathname: string;
  /** The query part of the key (response-cache-key.ts), '' for none. */
  query: string;
  /** The route (or page) whose bound this entry counts against. */
  group: string;
  /** Queued for, or being given, its best-quality forms (ready-bytes-upgrade.ts). */
  upgrading: boolean;
}

interface PathEntries {
  /** The rule of the route that answers this path (one path, one route). */
  rule: QueryRule;
  byQuery: Map<string, Entry>;
}

export interface AnswerStore {
  paths: Map<string, PathEntries>;
  /** Per route, its entries from least to most recently used (a Set keeps insertion order). */
  groups: Map<string, Set<Entry>>;
  /** Every entry with its size in bytes, from least to most recently used. */
  sizes: Map<Entry, number>;
  bytes: number;
  maxBytes: number;
}

export function createAnswerStore(maxBytes = RESPONSE_CACHE_MAX_BYTES): AnswerStore {
  return { paths: new Map(), groups: new Map(), sizes: new Map(), bytes: 0, maxBytes };
}

export function clearAnswers(store: AnswerStore): void {
  store.paths.clear();
  store.groups.clear();
  store.sizes.clear();
  store.bytes = 0;
}

/** The bytes an entry holds: each of its forms (the headers and the rest are small beside them). */
function sizeOf(entry: Entry): number {
  const { identity, br, gzip } = entry.representations;
  return identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
}

/** Counts an entry's bytes again after its forms changed (the best-quality upgrade). */
export function resizeAnswer(store: AnswerStore, entry: Entry, now = Date.now()): void {
  const before = store.sizes.get(entry);
  if (before === undefined) return;
  const after = sizeOf(entry);
  store.sizes.set(entry, after);
  store.bytes += after - before;
  keepWithinBytes(store, now, entry);
}

/**
 * Drops expired answers from the least recently used end, then, while the store holds more than
 * its bound, the least recently used of all (never `keep`, the one just stored).
 */
function keepWithinBytes(store: AnswerStore, now: number, keep?: Entry): void {
  for (const entry of store.sizes.keys()) {
    if (entry === keep || entry.expiresAt > now) break;
    removeAnswer(store, entry);
  }
  for (const entry of store.sizes.keys()) {
    if (store.bytes <= store.maxBytes) break;
    if (entry !== keep) removeAnswer(store, entry);
  }
}

function removeAnswer(store: AnswerStore, entry: Entry): void {
  const forPath = store.paths.get(entry.pathname);
  if (forPath?.byQuery.get(entry.query) === entry) {
    forPath.byQuery.delete(entry.query);
    if (forPath.byQuery.size === 0) store.paths.delete(entry.pathname);
  }
  const group = store.groups.get(entry.group);
  if (group?.delete(entry) && group.size === 0) store.groups.delete(entry.group);
  const size = store.sizes.get(entry);
  if (size !== undefined) {
    store.sizes.delete(entry);
    store.bytes -= size;
  }
}

/** Whether `entry` is still the one kept under its key (not dropped, replaced or pushed out). */
export function isKept(store: AnswerStore, entry: Entry): boolean {
  return store.paths.get(entry.pathname)?.byQuery.get(entry.query) === entry;
}

/**
 * The entry for a raw request URL (the server's door has no route yet: the path's rule, learned
 * when its first answer was kept, says which query parameters count). Drops an expired one; a hit
 * becomes its route's most recently used.
 */
export function findAnswer(store: AnswerStore, url: string, now: number): Entry | undefined {
  const split = splitUrl(url);
  if (!split) return undefined;
  const forPath = store.paths.get(split.pathname);
  if (!forPath) return undefined;
  const query = split.search === '' ? '' : forPath.rule(split.pathname, split.search);
  if (query === undefined) return undefined;
  const entry = forPath.byQuery.get(query);
  if (!entry) return undefined;
  if (entry.expiresAt <= now) {
    removeAnswer(store, entry);
    return undefined;
  }
  const group = store.groups.get(entry.group);
  if (group) {
    group.delete(entry);
    group.add(entry);
  }
  const size = store.sizes.get(entry);
  if (size !== undefined) {
    store.sizes.delete(entry);
    store.sizes.set(entry, size);
  }
  return entry;
}

/**
 * Keeps `entry` (replacing one under the same key); its route's least recently used go past `max`,
 * and the store's least recently used past its bytes.
 */
export function keepAnswer(
  store: AnswerStore,
  entry: Entry,
  rule: QueryRule,
  max: number,
  now = Date.now(),
): void {
  const previous = store.paths.get(entry.pathname)?.byQuery.get(entry.query);
  if (previous) removeAnswer(store, previous);
  let forPath = store.paths.get(entry.pathname);
  if (!forPath) {
    forPath = { rule, byQuery: new Map() };
    store.paths.set(entry.pathname, forPath);
  }
  forPath.byQuery.set(entry.query, entry);
  let group = store.groups.get(entry.group);
  if (!group) {
    group = new Set();
    store.groups.set(entry.group, group);
  }
  group.add(entry);
  const size = sizeOf(entry);
  store.sizes.set(entry, size);
  store.bytes += size;
  for (const oldest of group) {
    if (group.size <= max) break;
    removeAnswer(store, oldest);
  }
  keepWithinBytes(store, now, entry);
}

/** What is kept, per route from least to most recently used (for tests and the benchmark). */
export function keptAnswers(store: AnswerStore): { group: string; url: string; entry: Entry }[] {
  return [...store.groups.values()].flatMap((group) =>
    [...group].map((entry) => ({
      group: entry.group,
      url: entry.query === '' ? entry.pathname : `${entry.pathname}?${entry.query}`,
      entry,
    })),
  );
}
