import { z } from 'zod';
import { ACCOUNT_EMAIL_MAX, ACCOUNT_EMAIL_PATTERN } from '../auth/auth.schema';
import {
  indianMobileSchema,
  nameAndPhoneMessages,
  personNameSchema,
} from '../people/names-and-phones';
import { commissionStageSchema } from '../offers/commission.schema';

/** Spec section 8 'Custom art form' and section 9: the reference image is at most 10 MB. */
export const CUSTOM_ART_MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const CUSTOM_ART_NAME_MAX = 80;
export const CUSTOM_ART_DESCRIPTION_MAX = 2000;

/** The request form's reference ideas (spec section 2, 'Custom stone art request page'). */
export const CUSTOM_ART_IDEAS = [
  'Wedding',
  'Anniversary',
  'Birthday',
  'Couple Portrait',
  'Family Photo',
  'In Loving Memory',
] as const;

export const customArtMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Names must be at most ${CUSTOM_ART_NAME_MAX} characters`,
  emailInvalid: 'Please enter a valid email address',
  // Ours, not the spec's 'Enter a valid 10-digit phone number' (decision 0078).
  phoneInvalid: nameAndPhoneMessages.phoneInvalid,
  descriptionTooLong: `The description must be at most ${CUSTOM_ART_DESCRIPTION_MAX} characters`,
  imageRequired: 'Please upload a reference image',
  imageTooLarge: 'Image size should not exceed 10MB',
  imageNotAnImage: 'Please upload a valid image file (JPEG, PNG, WebP, GIF, AVIF or HEIC).',
  imageTooManyPixels: 'The image is too large: at most 8192 × 8192 pixels.',
  oneImageOnly: 'Please upload only one reference image',
  badForm: 'The form could not be read. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  tooManyForAddress: 'Too many requests for this email address. Please try again in an hour.',
  submitted: 'Your stone art request has been submitted successfully!',
  // Ours: the heading of what stays on the page with the reference (decision 0081).
  received: 'Request received',
  submitFailed: 'There was a problem submitting your request. Please try again.',
  notFound: 'Custom art request not found',
  statusInvalid: "Status must be 'pending' or 'completed'",
} as const;

/** A person's name as decision 0078 takes it; one letter is enough ('Rao K'). */
const requiredName = (required: string) =>
  personNameSchema({ required, max: CUSTOM_ART_NAME_MAX, tooLong: customArtMessages.nameTooLong });

/** The text fields of `POST /api/customArt` (a multipart form; the file `image` is checked apart). */
export const customArtFieldsSchema = z.object({
  firstName: requiredName(customArtMessages.firstNameRequired),
  lastName: requiredName(customArtMessages.lastNameRequired),
  email: z
    .string({ error: customArtMessages.emailInvalid })
    .trim()
    .max(ACCOUNT_EMAIL_MAX, customArtMessages.emailInvalid)
    .regex(ACCOUNT_EMAIL_PATTERN, customArtMessages.emailInvalid),
  // Stored as the ten digits: '98765 43210' and '+91 98765 43210' are the same number.
  phone: indianMobileSchema(),
  description: z
    .string({ error: customArtMessages.descriptionTooLong })
    .trim()
    .max(CUSTOM_ART_DESCRIPTION_MAX, customArtMessages.descriptionTooLong)
    .optional()
    .default(''),
});
export type CustomArtFields = z.infer<typeof customArtFieldsSchema>;
export type CustomArtFieldsInput = z.input<typeof customArtFieldsSchema>;

export const customArtStatusValues = ['pending', 'completed'] as const;
export const customArtStatusSchema = z.enum(customArtStatusValues, {
  error: customArtMessages.statusInvalid,
});
export type CustomArtStatus = z.infer<typeof customArtStatusSchema>;

export const customArtSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  description: z.string(),
  artUrl: z.string().nullable(),
  status: customArtStatusSchema,
  /**
   * The commission's stage (decision 0053): requested, quoted, paid, in_progress, completed,
   * shipped.
   */
  stage: commissionStageSchema,
  createdAt: z.string(),
});
export type CustomArt = z.infer<typeof customArtSchema>;

/**
 * The reference a request's sender is given and the shop can search by (decision 0081): 'CA-' and
 * the first eight characters of its id, upper case, which are enough to tell a shop's requests
 * apart and short enough to read out on the phone.
 */
export function customArtReference(id: string): string {
  return `CA-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** What the page keeps showing once a request is in. */
export const customArtReferenceLine = (reference: string) =>
  `Your reference number is ${reference}. Please mention it when you write or call us about this request.`;

export const customArtResponseSchema = z.object({ customArt: customArtSchema });
export type CustomArtResponse = z.infer<typeof customArtResponseSchema>;

/** `GET /api/customArt` (admin): every request, newest first. */
export const customArtListSchema = z.array(customArtSchema);

/** `PUT /api/customArt/{id}` body (admin). */
export const customArtStatusInputSchema = z.object(
  { status: customArtStatusSchema },
  { error: customArtMessages.statusInvalid },
);
export type CustomArtStatusInput = z.infer<typeof customArtStatusInputSchema>;

/** `{id}` of `PUT /api/customArt/{id}`: any string, so a malformed id answers 404 (not 400). */
export const customArtParamsSchema = z.object({ id: z.string() });

/** The admin custom art requests screen's words (spec sections 2 and 8 'Custom art'). */
export const adminCustomArtMessages = {
  // Spec section 8 'Custom art'.
  loadFailed: 'Failed to load custom art requests. Please refresh the page.',
  empty: 'No custom art requests found matching your criteria.',
  // Ours (docs/decisions/0023-admin-custom-art-screen.md): the spec shows no loading or success text.
  loading: 'Loading custom art requests...',
  statusUpdated: 'Order status updated successfully!',
  searchPlaceholder: 'Search custom art requests...',
} as const;

/** Spec section 8: 'Failed to update order status: {message}'. */
export function customArtStatusUpdateFailed(message: string): string {
  return `Failed to update order status: ${message}`;
}
