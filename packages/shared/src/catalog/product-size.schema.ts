import { z } from 'zod';

// Apart from the rules and words: shopper pages import those at start, and a Zod schema in the same
// module would bring Zod into their first JavaScript (docs/benchmarks.md, the front end).

/** A size as every product answer carries it (`product.sizes`), money in rupees. */
export const productSizeSchema = z.object({
  id: z.string(),
  label: z.string(),
  price: z.number(),
  discount: z.boolean(),
  discountPercentage: z.number(),
  discountPrice: z.number(),
  weightGrams: z.number().int().nullable(),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

/** A size as a public answer carries it: no price when the owner put it on request (decision 0089). */
export const shownProductSizeSchema = productSizeSchema.extend({
  price: z.number().nullable(),
  discountPrice: z.number().nullable(),
});
export type ShownProductSize = z.infer<typeof shownProductSizeSchema>;
