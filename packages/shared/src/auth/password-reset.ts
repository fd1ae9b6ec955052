import { z } from 'zod';
import { adminTwoFactorMessages, CODE_INPUT_MAX } from '../admin/admin-two-factor.schema';
import { accountEmailSchema, authMessages, newPasswordSchema } from './auth.schema';

/** Password recovery (docs/decisions/0045-password-recovery.md). */

/** How long a reset link works, and how many links one address may be sent per hour. */
export const PASSWORD_RESET_TOKEN_MINUTES = 30;
export const PASSWORD_RESET_EMAILS_PER_HOUR = 3;

export const passwordResetMessages = {
  // The same words whether or not the address has an account, so the answer reveals nothing.
  linkSent: 'If an account exists for that email, we have sent a link to reset the password.',
  invalidToken: 'This reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  forgotBody: 'Please send an email',
  resetBody: 'Please send the reset token and the new password',
  // An account with two-factor sign-in on (decision 0075): the link alone does not reset it.
  twoFactorCodeRequired:
    'This account uses two-factor sign-in. To set a new password, also enter the code from your authenticator app or one of your recovery codes.',
  codeLabel: 'Code from your authenticator app, or a recovery code',
  // Ours: while the link's page asks whether it still works (decision 0081).
  checkingLink: 'Checking your link...',
} as const;

/** The error `code` of a refused token, so the page can offer a new link instead of a retry. */
export const INVALID_RESET_TOKEN_CODE = 'invalid_reset_token';
/** The error `code` of a reset that also needs a second factor: the page asks for the code. */
export const TWO_FACTOR_CODE_REQUIRED_CODE = 'two_factor_code_required';

/** `POST /api/auth/forgot-password` body. */
export const forgotPasswordSchema = z.object(
  { email: accountEmailSchema },
  { error: passwordResetMessages.forgotBody },
);
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/**
 * The token as the link carries it: 32 random bytes in base64url (43 characters). Anything else is
 * refused with the same words as an unknown token, so a cut-off link reads the same as an old one.
 */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * `POST /api/auth/reset-password` body: the token and a new password under the sign-up rules, and
 * for an account with two-factor sign-in on a current code or a recovery code (decision 0075).
 */
export const resetPasswordSchema = z.object(
  {
    token: z
      .string({ error: passwordResetMessages.invalidToken })
      .regex(RESET_TOKEN_PATTERN, passwordResetMessages.invalidToken),
    password: newPasswordSchema,
    code: z
      .string({ error: adminTwoFactorMessages.invalidCode })
      .trim()
      .max(CODE_INPUT_MAX, adminTwoFactorMessages.invalidCode)
      .optional(),
  },
  { error: passwordResetMessages.resetBody },
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * `POST /api/auth/reset-password/check` body (decision 0081): whether a link still works, asked
 * by its page before a new password is typed. A used, expired, replaced or unknown token is the
 * reset's own 400 with `invalid_reset_token`.
 */
export const resetLinkCheckSchema = z.object(
  {
    token: z
      .string({ error: passwordResetMessages.invalidToken })
      .regex(RESET_TOKEN_PATTERN, passwordResetMessages.invalidToken),
  },
  { error: passwordResetMessages.invalidToken },
);
export type ResetLinkCheckInput = z.infer<typeof resetLinkCheckSchema>;
export const resetLinkCheckResponseSchema = z.object({ valid: z.literal(true) });

/**
 * `POST /api/auth/reset-password` answer: the message, and the account's email so the sign-in page
 * that follows is filled in (decision 0081).
 */
export const resetPasswordResponseSchema = z.object({ message: z.string(), email: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** The web form adds the confirmation, which never leaves the browser. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
