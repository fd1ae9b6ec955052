/** The spec's words when the server gave no usable message (error catalogue, 'Sign-up and sign-in'). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/** The server's `message` from an RTK Query error (`{ statusCode, error, message }`), or the fallback. */
export function apiErrorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error as { data: unknown };
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const { message } = data as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  return fallback;
}
