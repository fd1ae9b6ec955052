import { z } from 'zod';
import { commissionStageSchema, type CommissionStage } from '../offers/commission.schema';
import { offerSchema } from '../offers/offer.schema';
import { customArtStatusSchema } from './custom-art.schema';

/**
 * A commission's progress (decision 0053): the admin moves a paid custom art request through its
 * stages and shares progress photos; the customer follows their requests in My Account.
 */

export const COMMISSION_CAPTION_MAX = 200;

/** The stages the admin sets by hand; 'paid' only as the correction of an 'in_progress' slip. */
export const commissionAdminStageValues = [
  'paid',
  'in_progress',
  'completed',
  'shipped',
] as const satisfies readonly CommissionStage[];
export type CommissionAdminStage = (typeof commissionAdminStageValues)[number];

export const commissionMessages = {
  stageInvalid: "Stage must be 'paid', 'in_progress', 'completed' or 'shipped'",
  notPaidYet:
    'This request has not been paid yet: its stage moves on once the customer pays its quote.',
  oneStepBack: 'A commission can only go back one stage at a time.',
  stageUpdated: 'Stage updated',
  photoRequired: 'Please attach a photo',
  onePhotoOnly: 'Please upload one photo at a time',
  captionTooLong: `Caption must be at most ${COMMISSION_CAPTION_MAX} characters`,
  photoNotFound: 'Photo not found',
  photoAdded: 'Photo added',
  photoDeleted: 'Photo deleted',
  // The customer's side (My Account).
  requestsTabTitle: 'My requests',
  noRequests: 'No custom art requests yet',
  progressPhotos: 'Progress photos',
} as const;

/** `PUT /api/admin/customArt/{id}/stage` body (admin). */
export const customArtStageInputSchema = z.object(
  { stage: z.enum(commissionAdminStageValues, { error: commissionMessages.stageInvalid }) },
  { error: commissionMessages.stageInvalid },
);
export type CustomArtStageInput = z.infer<typeof customArtStageInputSchema>;

/** The `caption` field of the photo upload (multipart): optional, trimmed, at most 200 characters. */
export const commissionPhotoCaptionSchema = z
  .string({ error: commissionMessages.captionTooLong })
  .trim()
  .max(COMMISSION_CAPTION_MAX, commissionMessages.captionTooLong)
  .optional()
  .default('');

/** A progress photo; `url` is private: the request's owner or the admin, never /media. */
export const commissionPhotoSchema = z.object({
  id: z.string(),
  caption: z.string(),
  createdAt: z.string(),
  url: z.string(),
});
export type CommissionPhoto = z.infer<typeof commissionPhotoSchema>;

export const commissionPhotoResponseSchema = z.object({ photo: commissionPhotoSchema });
export const commissionPhotoListSchema = z.object({ photos: z.array(commissionPhotoSchema) });

/** `{id}` and `{photoId}`: any strings, so a malformed id answers 404 (not 400). */
export const commissionPhotoParamsSchema = z.object({ id: z.string(), photoId: z.string() });

/** One of the customer's own requests (`GET /api/customArt/mine`). */
export const myCustomArtRequestSchema = z.object({
  id: z.string(),
  description: z.string(),
  createdAt: z.string(),
  status: customArtStatusSchema,
  stage: commissionStageSchema,
  /** The reference photo's owner address; null when it was sent signed out (decision 0040). */
  imageUrl: z.string().nullable(),
  photos: z.array(commissionPhotoSchema),
  /** The offers (quotes) made for this request to this customer, newest first. */
  offers: z.array(offerSchema),
});
export type MyCustomArtRequest = z.infer<typeof myCustomArtRequestSchema>;

export const myCustomArtListSchema = z.object({ requests: z.array(myCustomArtRequestSchema) });
export type MyCustomArtList = z.infer<typeof myCustomArtListSchema>;
