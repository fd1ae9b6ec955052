const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True for a string PostgreSQL accepts as a uuid. Checked before querying so a malformed id becomes
 * the caller's 404 instead of a cast error (a 500) from the database.
 */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
