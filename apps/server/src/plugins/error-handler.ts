import { STATUS_CODES } from 'node:http';
import { requestErrorMessages } from '@artshop/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isHttpError } from '../lib/http-error';
import {
  isDatabaseUnavailable,
  isInvalidTextRepresentation,
  isPoolTimeout,
  pgErrorCode,
} from '../lib/pg-errors';

/** The answer when no database connection came free in time: a moment later it usually does. */
export const DATABASE_BUSY_MESSAGE =
  'The shop is very busy right now. Please try again in a moment.';
const DATABASE_BUSY_RETRY_SECONDS = 5;
/** While the database is down or restarting (decision 0055): nothing internal, come back soon. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop is unavailable for a moment. Please try again shortly.';

/**
 * PostgreSQL refuses text with a NUL character (22021 on PostgreSQL, 22P05 in jsonb) before any
 * row is written: the client's input, so a 400, never a 500 (found by src/security/bad-input.test.ts).
 */
const UNUSABLE_TEXT_CODES = new Set(['22021', '22P05']);

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
}

function body(statusCode: number, message: string, code?: string): ErrorBody {
  const result: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
  if (code) result.code = code;
  return result;
}

/** Maps any thrown value to the one error shape; nothing internal (stack, SQL) reaches a client. */
export function toErrorBody(error: unknown): ErrorBody {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return body(400, error.validation[0]?.message ?? 'Invalid request');
  }
  if (error instanceof ZodError) {
    return body(400, error.issues[0]?.message ?? 'Invalid request');
  }
  if (isHttpError(error)) {
    return body(error.statusCode, error.message, error.code);
  }
  // A malformed uuid that slipped past a route's own check: the record cannot exist.
  if (isInvalidTextRepresentation(error)) {
    return body(404, 'Not Found');
  }
  if (UNUSABLE_TEXT_CODES.has(pgErrorCode(error) ?? '')) {
    return body(400, requestErrorMessages.unusableText);
  }
  // Overload, not a fault: 503 tells clients and proxies to come back, where 500 says it is broken.
  if (isPoolTimeout(error)) {
    return body(503, DATABASE_BUSY_MESSAGE);
  }
  if (isDatabaseUnavailable(error)) {
    return body(503, DATABASE_UNAVAILABLE_MESSAGE);
  }
  const status = (error as Partial<FastifyError> | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's and plugins' own client errors (bad JSON, body too large, rate limit) carry safe messages.
    const message = (error as { message?: unknown }).message;
    return body(status, typeof message === 'string' && message ? message : STATUS_CODES[status]!);
  }
  return body(500, 'Internal Server Error');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const result = toErrorBody(error);
    if (isPoolTimeout(error)) {
      // One line, not the error: Drizzle's wraps the query and its parameters (personal data).
      request.log.warn('no database connection came free in time (DATABASE_POOL_TIMEOUT_MS)');
      void reply.header('retry-after', String(DATABASE_BUSY_RETRY_SECONDS));
    } else if (isDatabaseUnavailable(error)) {
      // One line, as above; the outage itself is logged once by whoever notices it first.
      request.log.warn('the database is unavailable');
      void reply.header('retry-after', String(DATABASE_BUSY_RETRY_SECONDS));
    } else if (result.statusCode >= 500) {
      request.log.error({ err: error }, 'unhandled error');
    }
    void reply.status(result.statusCode).type('application/json; charset=utf-8').send(result);
  });
}
