import { z } from 'zod';
import { NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_MESSAGES } from '../messages/newsletter';

/** `POST /api/user/subscribe`: the same rule as the footer form (spec section 5). */
export const subscribeInputSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
    .trim()
    .max(254, NEWSLETTER_MESSAGES.invalidEmail)
    .regex(NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_MESSAGES.invalidEmail),
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

export const subscribeResponseSchema = z.object({ message: z.string() });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;
