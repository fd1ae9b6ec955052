import type { OutgoingHttpHeaders } from 'node:http';
import type { HttpCacheOptions } from './http-cache';
import type { Encoding, Representations } from './ready-bytes';
import { splitUrl, type QueryRule } from './response-cache-key';

/**
 * Where stored answers are kept (decision 0070): by path, then by the query part of their key (only
 * the parameters the route reads), and counted per route with the least recently used going first
 * when the route is full, so a flood of one route's addresses never pushes out another route's hot
 * answers.
 */

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
}

export function createAnswerStore(): AnswerStore {
  return { paths: new Map(), groups: new Map() };
}

export function clearAnswers(store: AnswerStore): void {
  store.paths.clear();
  store.groups.clear();
}

function removeAnswer(store: AnswerStore, entry: Entry): void {
  const forPath = store.paths.get(entry.pathname);
  if (forPath?.byQuery.get(entry.query) === entry) {
    forPath.byQuery.delete(entry.query);
    if (forPath.byQuery.size === 0) store.paths.delete(entry.pathname);
  }
  const group = store.groups.get(entry.group);
  if (group?.delete(entry) && group.size === 0) store.groups.delete(entry.group);
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
  return entry;
}

/** Keeps `entry` (replacing one under the same key); its route's least recently used go past `max`. */
export function keepAnswer(store: AnswerStore, entry: Entry, rule: QueryRule, max: number): void {
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
  for (const oldest of group) {
    if (group.size <= max) break;
    removeAnswer(store, oldest);
  }
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
