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

/**
 * The database cannot be reached or is going away (stopped, restarted, failed over): PostgreSQL's
 * class 08 (connection) and 57P01-57P03 (shutdown, starting up), or the socket's own errors, on the
 * error or its causes. Like a pool timeout this is a moment's outage for the client, not a fault.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03']);
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_MESSAGES = ['Connection terminated', 'Client has encountered a connection error'];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
      if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) {
      return true;
    }
    const errors = (current as { errors?: unknown }).errors;
    // An AggregateError (both 127.0.0.1 and ::1 refused) carries its causes in `errors`.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Check ids before querying: a malformed id is a 404, never a database error. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
