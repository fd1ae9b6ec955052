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

/**
 * node-postgres gave up within `connectionTimeoutMillis` (db/client.ts): every pool connection was
 * busy, or a new one did not open in time (the pool's timer or the client's own). The driver marks
 * none with a code, so its messages are matched, on the error or its causes.
 */
const POOL_TIMEOUT_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'timeout expired',
]);

export function isPoolTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && POOL_TIMEOUT_MESSAGES.has(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Check ids before querying: a malformed id is a 404, never a database error. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
