import { CUSTOM_ART_MAX_IMAGE_BYTES, customArtMessages } from '@artshop/shared';
import type { FastifyRequest } from 'fastify';
import { httpError, isHttpError } from '../../lib/http-error';

export const CUSTOM_ART_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'description',
] as const;

export interface CustomArtForm {
  /** The first value of each known text field; JSON-typed parts may carry non-strings. */
  fields: Record<string, unknown>;
  /** The `image` file's bytes; undefined when no (non-empty) file was sent. */
  image: Buffer | undefined;
}

const KNOWN_FIELDS = new Set<string>(CUSTOM_ART_TEXT_FIELDS);

/** @fastify/multipart's and busboy's failures, mapped to a clear 4xx (never a 500 for bad input). */
function toClientError(error: unknown): Error {
  if (isHttpError(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, customArtMessages.imageTooLarge);
  if (code === 'FST_FILES_LIMIT') return httpError(400, customArtMessages.oneImageOnly);
  return httpError(400, customArtMessages.badForm);
}

/**
 * Reads the multipart form of `POST /api/customArt`: the text fields and the one `image` file,
 * at most 10 MB, held in memory (the intake decodes it from a Buffer). Other files are drained.
 */
export async function readCustomArtForm(request: FastifyRequest): Promise<CustomArtForm> {
  if (!request.isMultipart()) throw httpError(400, customArtMessages.imageRequired);
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  try {
    const parts = request.parts({
      limits: {
        fileSize: CUSTOM_ART_MAX_IMAGE_BYTES,
        files: 1,
        fields: 20,
        fieldSize: 16 * 1024,
        parts: 24,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname === 'image') {
          const buffer = await part.toBuffer();
          if (buffer.length > 0) image = buffer;
        } else {
          part.file.resume();
        }
      } else if (KNOWN_FIELDS.has(part.fieldname) && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw toClientError(error);
  }
  return { fields, image };
}
