/** The HTTP status of a failed API call (`{ status, data }`), or undefined for network/parse failures. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number') return status;
  }
  return undefined;
}

/**
 * The server's human sentence from an error body (`{ message }`, DESIGN section 3), or the fallback
 * the spec names for when the server said nothing usable.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error as { data: unknown };
    if (typeof data === 'object' && data !== null) {
      const body = data as { message?: unknown; error?: unknown };
      if (typeof body.message === 'string' && body.message.trim()) return body.message;
    }
  }
  return fallback;
}
