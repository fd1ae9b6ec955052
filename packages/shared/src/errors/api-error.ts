import { z } from 'zod';

/** Every non-2xx JSON body of the API (Fastify's shape); `message` is what the client shows. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Answers to input no route can use, whatever it is (the server's error handler sends them). */
export const requestErrorMessages = {
  // A NUL character or a broken byte sequence: PostgreSQL cannot store or compare such text.
  unusableText:
    'The request contains characters that cannot be used. Please remove them and try again.',
} as const;

/** `GET /api/config`: deployment facts the SPA reads at run time instead of build time. */
export const publicConfigSchema = z.object({
  chatPhone: z.string(),
  razorpayKeyId: z.string().nullable(),
  paymentMode: z.enum(['razorpay', 'test']),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** A plain `{ message }` success body, used by several calls. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
