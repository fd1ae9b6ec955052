import { z } from 'zod';
import { EMAIL_VERIFICATION_TOKEN_PATTERN, emailVerificationMessages } from './email-verification';

// Apart from the messages: every shopper page's banner imports those, and a Zod schema in the same
// module would bring Zod into the shell chunk (docs/benchmarks.md, the front end's JavaScript).
/** `POST /api/auth/verify-email` body: the token of the link in the confirmation email. */
export const verifyEmailSchema = z.object(
  {
    token: z
      .string({ error: emailVerificationMessages.invalidToken })
      .regex(EMAIL_VERIFICATION_TOKEN_PATTERN, emailVerificationMessages.invalidToken),
  },
  { error: emailVerificationMessages.badBody },
);
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
