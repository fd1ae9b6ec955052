/** The server's `message`, if the body is the API's error shape (DESIGN section 3). */
function messageOf(responseText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(responseText);
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON (a proxy's error page): fall back to the generic message.
  }
  return undefined;
}

export interface UploadFormOptions {
  method: 'POST' | 'PUT';
  url: string;
  form: FormData;
  /** The message when the server gave none (network failure, a proxy's page, an unreadable body). */
  fallbackMessage: string;
  /** Whole percent of the body sent so far. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal | undefined;
}

/**
 * Sends a multipart form with XMLHttpRequest, because fetch cannot report upload progress and
 * images can take a while on a phone connection. Resolves with the parsed JSON answer of a 2xx;
 * rejects with an Error whose message is the server's or `fallbackMessage`.
 */
export function uploadForm<T>({
  method,
  url,
  form,
  fallbackMessage,
  onProgress,
  signal,
}: UploadFormOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (message?: string) => reject(new Error(message ?? fallbackMessage));
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (onProgress && event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          fail();
        }
        return;
      }
      fail(messageOf(xhr.responseText));
    };
    xhr.onerror = () => fail();
    xhr.onabort = () => fail();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
