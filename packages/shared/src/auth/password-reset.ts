import { z } from 'zod';
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
} as const;

/** The error `code` of a refused token, so the page can offer a new link instead of a retry. */
export const INVALID_RESET_TOKEN_CODE = 'invalid_reset_token';

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

/** `POST /api/auth/reset-password` body: the token and a new password under the sign-up rules. */
export const resetPasswordSchema = z.object(
  {
    token: z
      .string({ error: passwordResetMessages.invalidToken })
      .regex(RESET_TOKEN_PATTERN, passwordResetMessages.invalidToken),
    password: newPasswordSchema,
  },
  { error: passwordResetMessages.resetBody },
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The web form adds the confirmation, which never leaves the browser. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
