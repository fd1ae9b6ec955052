/** The server's `message` from an RTK Query error (`{ statusCode, error, message }`), or the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error as { data: unknown };
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const { message } = data as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  return fallback;
}
