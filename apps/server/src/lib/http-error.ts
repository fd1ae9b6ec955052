/**
 * The one way services report an expected failure. The app's error handler turns it into
 * `{ statusCode, error, message, code? }` with this status; `message` is what the client shows.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;

  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export function httpError(statusCode: number, message: string, code?: string): HttpError {
  return new HttpError(statusCode, message, code);
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
