import { z } from 'zod';

/** The newsletter's one-click unsubscribe (RFC 8058; docs/decisions/0046-contact-and-newsletter.md). */
export const unsubscribeMessages = {
  missingToken: 'This unsubscribe link is incomplete. Please use the link from the email.',
  unknownToken: 'This unsubscribe link is not valid. Please use the link from a recent newsletter.',
  unsubscribed: 'You have been unsubscribed. You will get no more newsletters from us.',
  question: 'Stop getting our newsletter at this address?',
  alreadyUnsubscribed: 'This address is already unsubscribed.',
  failed: 'Could not unsubscribe. Please try again.',
} as const;

/**
 * `?token` of the unsubscribe calls: the subscriber's random token as the link carries it. A
 * malformed one is refused like a missing one (400); a well-formed unknown one is a 404.
 */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: unsubscribeMessages.missingToken })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, unsubscribeMessages.missingToken),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/** `GET /api/newsletter/unsubscribe?token`: who the link is for and whether they still get mail. */
export const unsubscribeStatusSchema = z.object({
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;
export const unsubscribeStatusResponseSchema = z.object({ subscription: unsubscribeStatusSchema });
export type UnsubscribeStatusResponse = z.infer<typeof unsubscribeStatusResponseSchema>;
