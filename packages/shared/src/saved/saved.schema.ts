import { z } from 'zod';
import { productSchema } from '../catalog/product.schema';
import { savedMessages } from './saved';

/** `GET /api/user/saved`: the saved pieces still shown by the shop, last saved first. */
export const savedPiecesResponseSchema = z.object({
  products: z.array(productSchema.extend({ savedAt: z.string() })),
});
export type SavedPiecesResponse = z.infer<typeof savedPiecesResponseSchema>;

/** `POST /api/user/saved/{productId}`. */
export const savedPieceResponseSchema = z.object({ productId: z.string(), saved: z.literal(true) });

/** `?token` of the alert's unsubscribe calls: the saver's random token as the link carries it. */
export const savedAlertsUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: savedMessages.unsubscribeMissingToken })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, savedMessages.unsubscribeMissingToken),
});

export const savedAlertsUnsubscribeStatusSchema = z.object({
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type SavedAlertsUnsubscribeStatus = z.infer<typeof savedAlertsUnsubscribeStatusSchema>;
