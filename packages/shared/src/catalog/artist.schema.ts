import { z } from 'zod';
import { productSchema, storedImageSchema } from './product.schema';

/**
 * Artist profiles (decision 0108): a name, a slug for `/artists/{slug}`, a photo, a short bio and
 * a city, managed in the back-office. Products point at their artist; the product's `artist` text
 * stays the name the shop prints.
 */

export const ARTIST_NAME_MAX = 80;
export const ARTIST_CITY_MAX = 60;
export const ARTIST_BIO_MAX = 600;
export const ARTIST_SLUG_MAX = 80;
export const ARTIST_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const artistMessages = {
  notFound: 'Artist not found',
  nameRequired: 'Please enter the artist’s name',
  nameTooLong: `The name must be at most ${ARTIST_NAME_MAX} characters`,
  cityTooLong: `The city must be at most ${ARTIST_CITY_MAX} characters`,
  bioTooLong: `The bio must be at most ${ARTIST_BIO_MAX} characters`,
  slugInvalid: `The address name must be lowercase letters, digits and hyphens, at most ${ARTIST_SLUG_MAX} characters`,
  slugTaken: 'Another artist already has this address name',
  nameTaken: 'Another artist already has this name',
  photoRequired: 'Please choose a photo',
  photoTooLarge: 'The photo must be at most 10 MB.',
  photoTooManyPixels: 'The photo has too many pixels; please use a smaller one.',
  photoNotAccepted: 'The photo must be a JPEG, PNG, WebP or AVIF image.',
  saved: 'Artist saved',
  deleted: 'Artist deleted',
} as const;

/** The profile as every answer carries it. */
export const artistSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  bio: z.string(),
  photo: storedImageSchema.nullable(),
});
export type Artist = z.infer<typeof artistSchema>;

/** `GET /api/artists/{slug}`: the profile and the shown works, available first, then sold. */
export const artistPageResponseSchema = z.object({
  artist: artistSchema,
  products: z.array(productSchema),
});
export type ArtistPageResponse = z.infer<typeof artistPageResponseSchema>;

export const artistSlugParamsSchema = z.object({ slug: z.string() });

/** A slug from a name: lowercase ASCII words joined by hyphens ('artist' when nothing is left). */
export function artistSlugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ARTIST_SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'artist';
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `POST /admin/artists` and `PUT /admin/artists/{id}`; an empty slug is made from the name. */
export const artistInputSchema = z.object({
  name: z
    .string({ error: artistMessages.nameRequired })
    .trim()
    .min(1, artistMessages.nameRequired)
    .max(ARTIST_NAME_MAX, artistMessages.nameTooLong),
  slug: z
    .string({ error: artistMessages.slugInvalid })
    .trim()
    .max(ARTIST_SLUG_MAX, artistMessages.slugInvalid)
    .refine((value) => value === '' || SLUG.test(value), artistMessages.slugInvalid)
    .optional()
    .transform((value) => value || undefined),
  city: z
    .string({ error: artistMessages.cityTooLong })
    .trim()
    .max(ARTIST_CITY_MAX, artistMessages.cityTooLong)
    .default(''),
  bio: z
    .string({ error: artistMessages.bioTooLong })
    .trim()
    .max(ARTIST_BIO_MAX, artistMessages.bioTooLong)
    .default(''),
});
export type ArtistInput = z.input<typeof artistInputSchema>;

/** The back-office's list: each profile with how many products point at it. */
export const adminArtistSchema = artistSchema.extend({ productCount: z.number().int() });
export type AdminArtist = z.infer<typeof adminArtistSchema>;
export const adminArtistListResponseSchema = z.object({ artists: z.array(adminArtistSchema) });
export const adminArtistResponseSchema = z.object({ artist: adminArtistSchema });
export const artistIdParamsSchema = z.object({ id: z.string() });
