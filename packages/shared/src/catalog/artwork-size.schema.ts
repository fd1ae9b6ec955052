import { z } from 'zod';
import { ARTWORK_SIDE_MAX_CM, artworkSizeMessages, roundToMillimetre } from './artwork-size';

/** Multipart fields are text; blank means 'not known' (null), absent leaves it as it is. */
const blankToNull = (value: unknown) =>
  value === undefined ? undefined : typeof value === 'string' && value.trim() === '' ? null : value;

const sideSchema = z.preprocess(
  blankToNull,
  z.coerce
    .number({ error: artworkSizeMessages.sideInvalid })
    .gt(0, artworkSizeMessages.sideInvalid)
    .max(ARTWORK_SIDE_MAX_CM, artworkSizeMessages.sideInvalid)
    .transform(roundToMillimetre)
    .refine((value) => value > 0, artworkSizeMessages.sideInvalid)
    .nullable()
    .optional(),
);

/**
 * The work's size part of `POST /adminop/add` and `PUT /adminop/edit/{id}` (decision 0121):
 * centimetres, kept to the millimetre; blank clears a side, absent keeps it (an edit).
 */
export const artworkSizeFieldsSchema = z.object({
  widthCm: sideSchema,
  heightCm: sideSchema,
});
export type ArtworkSizeFields = z.infer<typeof artworkSizeFieldsSchema>;
