import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/once-per-db';
import { catalogGeneration } from './response-cache';

/** How long a list's total is kept: the pages of one 'Load more' run share it (decision 0128). */
export const LIST_TOTAL_TTL_MS = 10_000;
/** Figures kept per database, at most: one per filter a shopper combined. */
const MAX_TOTALS = 500;

interface Kept {
  total: unknown;
  generation: number;
  expires: number;
}

const keptFor = oncePerDb(() => new Map<string, Kept>());

/**
 * A list's figure (the total of a filter the kept tallies cannot answer, decision 0136), computed once and kept for LIST_TOTAL_TTL_MS, or until the catalogue changes (every
 * write starts a new cache generation, here and through the cross-process sync, decision 0059).
 * Not kept while the sync is down: then each page counts afresh.
 */
export async function keptTotal<T>(
  db: Db,
  key: string,
  count: () => Promise<T>,
  now: number = Date.now(),
): Promise<T> {
  const generation = catalogGeneration(db);
  if (generation === null) return count();
  const totals = keptFor(db);
  const found = totals.get(key);
  if (found && found.generation === generation && found.expires > now) return found.total as T;
  const total = await count();
  // Counted during a write: keep it only if no write came in between.
  if (catalogGeneration(db) !== generation) return total;
  totals.delete(key);
  if (totals.size >= MAX_TOTALS) {
    for (const [k, v] of totals)
      if (v.expires <= now || v.generation !== generation) totals.delete(k);
    if (totals.size >= MAX_TOTALS) totals.delete(totals.keys().next().value!);
  }
  totals.set(key, { total, generation, expires: now + LIST_TOTAL_TTL_MS });
  return total;
}
