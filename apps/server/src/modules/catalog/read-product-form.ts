import {
  ADMIN_PRODUCT_MAX_IMAGE_BYTES,
  ARTWORK_SIZE_FIELDS,
  adminProductMessages,
  PACKAGE_FIELDS,
  PROVENANCE_FIELDS,
} from '@artshop/shared';
import type { FastifyRequest } from 'fastify';
import { httpError, isHttpError } from '../../lib/http-error';

/** The text fields the add and edit forms may carry; anything else is ignored. */
const KNOWN_FIELDS = new Set([
  'title',
  'description',
  'price',
  'bgColor',
  'type',
  'discount',
  'discountPercentage',
  'artist',
  'isPremium',
  'hsnCode',
  'gstRate',
  'mainImageUrl',
  'sidebarImage1Url',
  'sidebarImage2Url',
  // The sizes part of the form (decision 0082).
  'size',
  'weightGrams',
  'otherSizes',
  // The parcel for the courier (decision 0094).
  ...PACKAGE_FIELDS,
  // Medium, year made and signed, for the certificate of authenticity (decision 0119).
  ...PROVENANCE_FIELDS,
  // The work's own width and height (decision 0121).
  ...ARTWORK_SIZE_FIELDS,
]);

// A few more files than the 3 a product has, so a fourth sidebar gets the spec's message, not a
// parser error; more than this is not a product form.
const MAX_FILES = 6;

export interface ProductForm {
  /** The first value of each known text field; JSON-typed parts may carry non-strings. */
  fields: Record<string, unknown>;
  /** Non-empty files by field name, in the order sent (a browser sends an empty part for an unset input). */
  files: Map<string, Buffer[]>;
}

/** @fastify/multipart's and busboy's failures, mapped to a clear 4xx (never a 500 for bad input). */
function toClientError(error: unknown): Error {
  if (isHttpError(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return httpError(413, adminProductMessages.imageTooLarge);
  if (code === 'FST_FILES_LIMIT') {
    return httpError(400, adminProductMessages.sidebarImagesAtMostTwo);
  }
  return httpError(400, adminProductMessages.badForm);
}

/**
 * Reads the multipart form of `POST /adminop/add` and `PUT /adminop/edit/{id}`: the text fields and
 * the image files, each at most 20 MB, held in memory (the media intake decodes from a Buffer).
 * A non-multipart body is read as no fields and no files, so the rules answer it.
 */
export async function readProductForm(request: FastifyRequest): Promise<ProductForm> {
  const fields: Record<string, unknown> = {};
  const files = new Map<string, Buffer[]>();
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object') {
      for (const [name, value] of Object.entries(body)) {
        if (KNOWN_FIELDS.has(name)) fields[name] = value;
      }
    }
    return { fields, files };
  }
  try {
    const parts = request.parts({
      limits: {
        fileSize: ADMIN_PRODUCT_MAX_IMAGE_BYTES,
        files: MAX_FILES,
        fields: 30,
        fieldSize: 32 * 1024,
        parts: 40,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (buffer.length === 0) continue;
        const list = files.get(part.fieldname) ?? [];
        list.push(buffer);
        files.set(part.fieldname, list);
      } else if (KNOWN_FIELDS.has(part.fieldname) && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw toClientError(error);
  }
  return { fields, files };
}
