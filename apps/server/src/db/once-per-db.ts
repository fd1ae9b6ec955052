import type { Db } from './client';

/**
 * `build(db)` made once per database handle and kept while the handle lives: for prepared
 * statements a hot path runs on every request, where building the query cost about as much as
 * running it (decision 0131). Only the statement is kept, never rows.
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
