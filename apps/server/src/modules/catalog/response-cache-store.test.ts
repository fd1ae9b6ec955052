import { describe, expect, it } from 'vitest';
import type { HttpCacheOptions } from './http-cache';
import {
  createAnswerStore,
  findAnswer,
  keepAnswer,
  keptAnswers,
  resizeAnswer,
  type Entry,
} from './response-cache-store';

// The store's bound in bytes (decision 0114): past it the least recently used answers of any route
// go, expired ones first; the per-route bound of decision 0070 is tested in response-cache.test.ts.
const everyQuery = () => '';
const NOW = 1_000_000;

function answer(pathname: string, bytes: number, expiresAt = NOW + 60_000): Entry {
  return {
    representations: { quality: 'best', identity: Buffer.alloc(bytes) },
    hash: pathname,
    headers: {},
    options: {} as HttpCacheOptions,
    changesAt: undefined,
    expiresAt,
    wire: {},
    pathname,
    query: '',
    group: pathname,
    upgrading: false,
  };
}

const urls = (store: ReturnType<typeof createAnswerStore>) =>
  keptAnswers(store).map((kept) => kept.url);

describe('the answer store bounded by bytes', () => {
  it('lets the least recently used answers of any route go past its bytes', () => {
    const store = createAnswerStore(1000);
    for (const path of ['/a', '/b', '/c'])
      keepAnswer(store, answer(path, 300), everyQuery, 10, NOW);
    expect(store.bytes).toBe(900);
    // '/a' is asked for again: '/b' is now the least recently used.
    expect(findAnswer(store, '/a', NOW)).toBeDefined();
    keepAnswer(store, answer('/d', 300), everyQuery, 10, NOW);
    expect(urls(store).sort()).toEqual(['/a', '/c', '/d']);
    expect(store.bytes).toBe(900);
  });

  it('drops expired answers before live ones, and keeps one answer larger than the bound', () => {
    const store = createAnswerStore(1000);
    keepAnswer(store, answer('/old', 100, NOW - 1), everyQuery, 10, NOW - 10);
    keepAnswer(store, answer('/live', 100), everyQuery, 10, NOW);
    keepAnswer(store, answer('/new', 100), everyQuery, 10, NOW);
    expect(urls(store).sort()).toEqual(['/live', '/new']);
    keepAnswer(store, answer('/huge', 5000), everyQuery, 10, NOW);
    expect(urls(store)).toEqual(['/huge']);
    expect(store.bytes).toBe(5000);
  });

  it('counts an answer again when its forms change, and replaces one under the same key', () => {
    const store = createAnswerStore(1000);
    const first = answer('/a', 400);
    keepAnswer(store, first, everyQuery, 10, NOW);
    keepAnswer(store, answer('/b', 400), everyQuery, 10, NOW);
    first.representations = { ...first.representations, br: Buffer.alloc(300) };
    resizeAnswer(store, first, NOW);
    // 1,100 bytes: '/b', the least recently used, goes.
    expect(urls(store)).toEqual(['/a']);
    expect(store.bytes).toBe(700);
    keepAnswer(store, answer('/a', 100), everyQuery, 10, NOW);
    expect(store.bytes).toBe(100);
  });
});
