import { CUSTOM_ART_MAX_IMAGE_BYTES, commissionMessages, customArtMessages } from '@artshop/shared';
import type { FastifyRequest } from 'fastify';
import { httpError, isHttpError } from '../../lib/http-error';

export interface ProgressPhotoForm {
  /** The `caption` field as sent (checked by the route's schema), undefined when absent. */
  caption: unknown;
  /** The `photo` file's bytes; undefined when no (non-empty) file was sent. */
  photo: Buffer | undefined;
}

/** @fastify/multipart's and busboy's failures, mapped to a clear 4xx (never a 500 for bad input). */
function toClientError(error: unknown): Error {
  if (isHttpError(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, customArtMessages.imageTooLarge);
  if (code === 'FST_FILES_LIMIT') return httpError(400, commissionMessages.onePhotoOnly);
  return httpError(400, customArtMessages.badForm);
}

/**
 * Reads the multipart form of a progress photo upload: one `photo` file, at most 10 MB like the
 * request's own reference photo, held in memory for the intake, and an optional `caption`.
 */
export async function readProgressPhotoForm(request: FastifyRequest): Promise<ProgressPhotoForm> {
  if (!request.isMultipart()) throw httpError(400, commissionMessages.photoRequired);
  let caption: unknown;
  let photo: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: CUSTOM_ART_MAX_IMAGE_BYTES,
        files: 1,
        fields: 4,
        fieldSize: 4 * 1024,
        parts: 6,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname === 'photo') {
          const buffer = await part.toBuffer();
          if (buffer.length > 0) photo = buffer;
        } else {
          part.file.resume();
        }
      } else if (part.fieldname === 'caption' && caption === undefined) {
        caption = part.value;
      }
    }
  } catch (error) {
    throw toClientError(error);
  }
  return { caption, photo };
}
