import { z } from 'zod';
import { PASSWORD_MAX } from '../auth/auth.schema';
import { indianMobileSchema } from '../people/names-and-phones';
import {
  consentPurposeValues,
  consentSourceValues,
  privacyEventKindValues,
  privacyMessages,
} from './privacy.messages';

/** One purpose's consent as My Account shows it: never answered yet is `granted: false`, no time. */
export const consentSchema = z.object({
  purpose: z.enum(consentPurposeValues),
  granted: z.boolean(),
  changedAt: z.string().nullable(),
  source: z.string().nullable(),
  noticeVersion: z.string().nullable(),
  /** WhatsApp updates only: the ten digits the consent was given for (decision 0116). */
  phone: z.string().nullable().optional(),
});
export type Consent = z.infer<typeof consentSchema>;

/** `GET /api/user/consents` and the answer of `PUT /api/user/consents`. */
export const consentsResponseSchema = z.object({
  noticeVersion: z.string(),
  consents: z.array(consentSchema),
  /** The WhatsApp switch and its number, as `whatsappUpdates` (docs/whatsapp.md). */
  whatsappUpdates: z.boolean().optional(),
  whatsappPhone: z.string().nullable().optional(),
});
export type ConsentsResponse = z.infer<typeof consentsResponseSchema>;

/**
 * `PUT /api/user/consents`: one switch, on or off, as `{ purpose, granted }` or, for WhatsApp
 * updates, `{ whatsappUpdates }`; turning WhatsApp on records the number it uses (`phone`, else
 * the account's).
 */
export const consentChangeSchema = z
  .object(
    {
      purpose: z.enum(consentPurposeValues, { error: privacyMessages.consentBody }).optional(),
      granted: z.boolean({ error: privacyMessages.consentBody }).optional(),
      whatsappUpdates: z.boolean({ error: privacyMessages.consentBody }).optional(),
      phone: indianMobileSchema().optional(),
    },
    { error: privacyMessages.consentBody },
  )
  .refine(
    (body) =>
      body.whatsappUpdates !== undefined ||
      (body.purpose !== undefined && body.granted !== undefined),
    { message: privacyMessages.consentBody },
  );
export type ConsentChange = z.infer<typeof consentChangeSchema>;

/** `DELETE /api/user`: the password again. */
export const deleteAccountSchema = z.object(
  {
    password: z
      .string({ error: privacyMessages.passwordRequired })
      .min(1, privacyMessages.passwordRequired)
      .max(PASSWORD_MAX, privacyMessages.passwordIncorrect),
  },
  { error: privacyMessages.deleteBody },
);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** `GET /api/privacy`: what the notice shows besides its fixed words. */
export const privacyNoticeSchema = z.object({
  version: z.string(),
  grievanceName: z.string(),
  grievanceEmail: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

/** `PUT /api/admin/privacy/grievance-officer`. */
export const grievanceOfficerSchema = z.object(
  {
    grievanceName: z
      .string({ error: privacyMessages.grievanceNameInvalid })
      .trim()
      .min(1, privacyMessages.grievanceNameInvalid)
      .max(120, privacyMessages.grievanceNameInvalid),
    grievanceEmail: z
      .string({ error: privacyMessages.grievanceEmailInvalid })
      .trim()
      .max(254, privacyMessages.grievanceEmailInvalid)
      .pipe(z.email({ error: privacyMessages.grievanceEmailInvalid })),
  },
  { error: privacyMessages.grievanceBody },
);
export type GrievanceOfficerInput = z.infer<typeof grievanceOfficerSchema>;

/** One row of the back-office's privacy log. */
export const privacyEventSchema = z.object({
  id: z.string(),
  kind: z.enum(privacyEventKindValues),
  userId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type PrivacyEvent = z.infer<typeof privacyEventSchema>;

export const privacyLogResponseSchema = z.object({ events: z.array(privacyEventSchema) });
export type PrivacyLogResponse = z.infer<typeof privacyLogResponseSchema>;

export const consentSourceSchema = z.enum(consentSourceValues);
