import type { Db } from './client';

/**
 * `build(db)` made once per database handle and kept while the handle lives, so every app (and
 * every test app) has its own and they never mix: prepared statements a hot path runs on every
 * request, where building the query cost about as much as running it (decision 0131), and the
 * catalogue's per-database caches.
 */
export function oncePerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = build(db);
      made.set(db, value);
    }
    return value;
  };
}
