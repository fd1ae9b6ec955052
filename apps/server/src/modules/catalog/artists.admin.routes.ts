import {
  adminArtistListResponseSchema,
  adminArtistResponseSchema,
  apiErrorSchema,
  ARTIST_PHOTO_MAX_BYTES,
  artistIdParamsSchema,
  artistInputSchema,
  artistMessages,
} from '@artshop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError, isHttpError } from '../../lib/http-error';
import { isUuid } from '../../lib/pg-errors';
import { removeStoredImages } from '../../media/intake';
import { intakeImageForForm } from '../../media/intake-refusals';
import { ADMIN_UPLOAD_RATE_LIMIT } from './admin-upload-limit';
import {
  createArtist,
  deleteArtist,
  listAdminArtists,
  setArtistPhoto,
  updateArtist,
} from './artists.service';

const tags = ['Admin artists'];
const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Reads the one photo of a multipart body, at most ARTIST_PHOTO_MAX_BYTES. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw httpError(400, artistMessages.photoRequired);
  try {
    const file = await request.file({ limits: { fileSize: ARTIST_PHOTO_MAX_BYTES, files: 1 } });
    const buffer = file ? await file.toBuffer() : undefined;
    if (!buffer || buffer.length === 0) throw httpError(400, artistMessages.photoRequired);
    return buffer;
  } catch (error) {
    if (isHttpError(error)) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, artistMessages.photoTooLarge);
    // A body that says multipart and is not (a cut-off upload, a hand-made request).
    throw httpError(400, artistMessages.photoRequired);
  }
}

/** The back-office's artist profiles (decision 0108), in the admin scope. */
export const artistsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.media.public;

  app.get(
    '/admin/artists',
    {
      schema: {
        tags,
        summary: 'Every artist profile with its number of products, by name',
        response: { 200: adminArtistListResponseSchema, ...denied },
      },
    },
    async () => ({ artists: await listAdminArtists(app.db) }),
  );

  app.post(
    '/admin/artists',
    {
      schema: {
        tags,
        summary: 'Add a profile; products whose artist is this name join it',
        body: artistInputSchema,
        response: {
          201: adminArtistResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ artist: await createArtist(app.db, request.body) }),
  );

  app.put(
    '/admin/artists/:id',
    {
      schema: {
        tags,
        summary: "Edit a profile; a new name is carried to the artist's products",
        params: artistIdParamsSchema,
        body: artistInputSchema,
        response: {
          200: adminArtistResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => ({ artist: await updateArtist(app.db, request.params.id, request.body) }),
  );

  app.put(
    '/admin/artists/:id/photo',
    {
      config: { rateLimit: ADMIN_UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        summary: "Set the profile's photo (multipart, one file: JPEG, PNG, WebP or AVIF, 10 MB)",
        consumes: ['multipart/form-data'],
        params: artistIdParamsSchema,
        response: {
          200: adminArtistResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      if (!isUuid(request.params.id)) throw httpError(404, artistMessages.notFound);
      const buffer = await readPhoto(request);
      const photo = await intakeImageForForm(
        buffer,
        {
          folder: 'artists',
          maxBytes: ARTIST_PHOTO_MAX_BYTES,
          accept: 'photo',
          store,
          urlBase: app.media.publicUrlBase,
        },
        {
          tooLarge: artistMessages.photoTooLarge,
          tooManyPixels: artistMessages.photoTooManyPixels,
          notAccepted: artistMessages.photoNotAccepted,
        },
      );
      try {
        const { artist, previous } = await setArtistPhoto(app.db, request.params.id, photo);
        if (previous) await removeStoredImages([previous], store);
        return { artist };
      } catch (error) {
        await removeStoredImages([photo], store);
        throw error;
      }
    },
  );

  app.delete(
    '/admin/artists/:id',
    {
      schema: {
        tags,
        summary: 'Delete a profile; its products keep their artist text, unlinked',
        params: artistIdParamsSchema,
        response: { 200: z.object({ message: z.string() }), 404: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const photo = await deleteArtist(app.db, request.params.id);
      if (photo) await removeStoredImages([photo], store);
      return { message: artistMessages.deleted };
    },
  );
};
