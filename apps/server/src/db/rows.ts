/** node-postgres returns `{ rows }`, PGlite returns `{ rows }` too, but typed apart; read both. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
