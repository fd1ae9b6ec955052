import { customArtMessages, type CustomArtResponse } from '@artshop/shared';

export const CUSTOM_ART_URL = '/api/customArt';

/** The server's `message`, if the body is the API's error shape. */
function messageOf(responseText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(responseText);
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON (a proxy's error page): fall back to the generic message.
  }
  return undefined;
}

/**
 * Sends the request form with XMLHttpRequest, because fetch cannot report upload progress and a
 * phone photo can take a while. Resolves with the stored request; rejects with an Error whose
 * message is the server's or the spec's generic one.
 */
export function uploadCustomArt(
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<CustomArtResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (message?: string) => reject(new Error(message ?? customArtMessages.submitFailed));
    xhr.open('POST', CUSTOM_ART_URL);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as CustomArtResponse);
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
