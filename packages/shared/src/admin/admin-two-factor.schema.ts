import { z } from 'zod';
import { authMessages, changePasswordSchema } from '../auth/auth.schema';
import { adminSigninResponseSchema } from './admin-session.schema';

/** Admin two-factor sign-in (docs/decisions/0038-admin-two-factor.md). */
export const TOTP_CODE_LENGTH = 6;
/** How many one-time recovery codes an admin gets when two-factor sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of five characters, e.g. 'k7mp2-x9qrt'. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
/** Bounds what the server hashes or compares; a recovery code with spaces is well under this. */
export const CODE_INPUT_MAX = 40;
/**
 * Changing the password or turning two-factor sign-in off needs an admin session at most this old
 * (decision 0071): a session left open, or stolen, cannot do it later on.
 */
export const FRESH_ADMIN_SIGNIN_MINUTES = 15;
/** The error `code` of a change refused for an old session: the page asks for a new sign-in. */
export const FRESH_SIGNIN_REQUIRED_CODE = 'fresh_signin_required';

/** The sign-in's second step, the back-office's Security page and the server's answers. */
export const adminTwoFactorMessages = {
  // The sign-in's second step.
  enterCode: 'Enter the 6-digit code from your authenticator app',
  enterRecoveryCode: 'Enter one of your recovery codes',
  useRecoveryCode: 'Use a recovery code',
  useAuthenticator: 'Use the authenticator app instead',
  codeRequired: 'Please enter the code.',
  secondFactorRequired: 'Enter the code from your authenticator app to finish signing in.',
  invalidCode: 'That code is not right. Please check it and try again.',
  // The challenge is gone: expired (5 minutes), used, or killed by too many wrong codes.
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  tooManyWrongCodes: 'Too many wrong codes. Please sign in again.',
  // The Security page.
  title: 'Security',
  statusOn: 'Two-factor sign-in is on.',
  statusOff: 'Two-factor sign-in is off.',
  scanQrCode:
    'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
  manualEntry: "Can't scan it? Enter this key in the app instead:",
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  recoveryCodesHint:
    'Save these recovery codes somewhere safe (copy or download them now): each one signs you in once if you lose your phone, and they will not be shown again.',
  disableProofRequired: 'Enter a current code or a recovery code to turn two-factor sign-in off.',
  // Changing the password or turning the second factor off (decision 0071).
  passwordCodeRequired: 'Enter a current code or a recovery code to change your password.',
  freshSigninRequired: `For your safety, this needs a sign-in from the last ${FRESH_ADMIN_SIGNIN_MINUTES} minutes. Please log out, sign in again and try once more.`,
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  noPendingSetup: 'Please start the set-up again.',
  loadFailed: 'Could not load the two-factor settings. Please try again.',
} as const;

const m = adminTwoFactorMessages;

/**
 * A TOTP code or a recovery code as typed: trimmed and bounded here; the server tells them apart by
 * their shape (6 digits, or a recovery code) and ignores spaces and hyphens.
 */
const typedCodeSchema = z
  .string({ error: m.codeRequired })
  .trim()
  .min(1, m.codeRequired)
  .max(CODE_INPUT_MAX, m.invalidCode);

/** `POST /api/admin/signin/verify` body: the authenticator's code or one recovery code. */
export const adminSigninVerifySchema = z.object(
  { code: typedCodeSchema },
  { error: m.codeRequired },
);
export type AdminSigninVerifyInput = z.infer<typeof adminSigninVerifySchema>;

/**
 * `POST /api/admin/signin` for an admin with two-factor sign-in: the password was right, no session
 * yet; the challenge travels in an httpOnly cookie to `POST /api/admin/signin/verify`.
 */
export const adminSigninChallengeResponseSchema = z.object({
  twoFactorRequired: z.literal(true),
  message: z.string(),
});
export type AdminSigninChallengeResponse = z.infer<typeof adminSigninChallengeResponseSchema>;

/** Every 200 answer of `POST /api/admin/signin`: a session, or the second step. */
export const adminSigninResultSchema = z.union([
  adminSigninResponseSchema,
  adminSigninChallengeResponseSchema,
]);
export type AdminSigninResult = z.infer<typeof adminSigninResultSchema>;

/** `GET /api/admin/two-factor`. */
export const adminTwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type AdminTwoFactorStatus = z.infer<typeof adminTwoFactorStatusSchema>;

/** `POST /api/admin/two-factor/setup`: what the authenticator app needs; nothing is on yet. */
export const adminTwoFactorSetupSchema = z.object({
  /** The shared secret in base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code: an SVG `data:` URL for an `<img>`. */
  qrCode: z.string(),
});
export type AdminTwoFactorSetup = z.infer<typeof adminTwoFactorSetupSchema>;

/** `POST /api/admin/two-factor/confirm` body: the app's first code proves the set-up worked. */
export const adminTwoFactorConfirmSchema = z.object(
  { code: typedCodeSchema },
  { error: m.codeRequired },
);
export type AdminTwoFactorConfirmInput = z.infer<typeof adminTwoFactorConfirmSchema>;

/** `POST /api/admin/two-factor/confirm`: the recovery codes, shown this once. */
export const adminTwoFactorConfirmResponseSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type AdminTwoFactorConfirmResponse = z.infer<typeof adminTwoFactorConfirmResponseSchema>;

/**
 * `POST /api/admin/two-factor/disable` body: a current code or a recovery code, never the password
 * (decision 0071): whoever has only the password, or a session left open, cannot turn it off.
 */
export const adminTwoFactorDisableSchema = z.object(
  {
    code: z
      .string({ error: m.disableProofRequired })
      .trim()
      .min(1, m.disableProofRequired)
      .max(CODE_INPUT_MAX, m.invalidCode),
  },
  { error: m.disableProofRequired },
);
export type AdminTwoFactorDisableInput = z.infer<typeof adminTwoFactorDisableSchema>;

/**
 * `POST /api/admin/password` body: the current and the new password, and with two-factor sign-in
 * on a current code or a recovery code (the server asks for it then; decision 0071).
 */
export const adminChangePasswordSchema = z.object(
  {
    ...changePasswordSchema.shape,
    code: z
      .string({ error: m.passwordCodeRequired })
      .trim()
      .max(CODE_INPUT_MAX, m.invalidCode)
      .optional(),
  },
  { error: authMessages.changePasswordBody },
);
export type AdminChangePasswordInput = z.infer<typeof adminChangePasswordSchema>;

/** The Security page's form adds the confirmation, which never leaves the browser. */
export const adminChangePasswordFormSchema = adminChangePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type AdminChangePasswordFormInput = z.infer<typeof adminChangePasswordFormSchema>;
