/** PostgreSQL error codes the services react to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const INVALID_TEXT_REPRESENTATION = '22P02';

/** Drizzle wraps driver errors (DrizzleQueryError); the PostgreSQL code sits on the error or its cause. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (error: unknown) =>
  pgErrorCode(error) === FOREIGN_KEY_VIOLATION;
export const isInvalidTextRepresentation = (error: unknown) =>
  pgErrorCode(error) === INVALID_TEXT_REPRESENTATION;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Check ids before querying: a malformed id is a 404, never a database error. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
