import { customArtMessages, type CustomArtResponse } from '@artshop/shared';
import { uploadForm } from '../../lib/upload-form';

export const CUSTOM_ART_URL = '/api/customArt';

/**
 * Sends the request form with upload progress (a phone photo can take a while). Resolves with the
 * stored request; rejects with an Error whose message is the server's or the spec's generic one.
 */
export function uploadCustomArt(
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<CustomArtResponse> {
  return uploadForm<CustomArtResponse>({
    method: 'POST',
    url: CUSTOM_ART_URL,
    form,
    fallbackMessage: customArtMessages.submitFailed,
    onProgress,
    signal,
  });
}
