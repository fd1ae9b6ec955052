import { z } from 'zod';
import { pricedProductSchema } from '../catalog/product.schema';

/** The admin interested buyers screen's words (spec sections 2 and 8 'Admin interested buyers'). */
export const adminInterestMessages = {
  title: 'Interested Buyers',
  totalLabel: 'Total Interested Buyers',
  searchPlaceholder: 'Search buyers...',
  loading: 'Loading interested buyers...',
  empty: 'No interested buyers found matching your criteria.',
  fetchFailed: 'Failed to fetch interested buyers',
  productDetails: 'Product Details',
  // In place of 'Make offer' once it no longer applies (decision 0086).
  offerSent: 'Offer sent',
  sold: 'Sold',
} as const;

/**
 * Where an interest stands (decision 0086): 'open' (an offer can be made), 'offerSent' (an open or
 * accepted offer for it has not lapsed) or 'sold' (the painting is sold).
 */
export const interestStatusValues = ['open', 'offerSent', 'sold'] as const;
export type InterestStatus = (typeof interestStatusValues)[number];

/** The buyer of an entry (spec section 3): `username` is the account's name. */
export const interestedBuyerUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  /** When the account was created: the spec's Date column. */
  createdAt: z.string(),
});

/** The product of an entry (spec section 3): these fields of the product, money in rupees. */
export const interestedBuyerProductSchema = pricedProductSchema.pick({
  id: true,
  title: true,
  type: true,
  mainImageUrl: true,
  price: true,
  discount: true,
  discountPrice: true,
  discountPercentage: true,
  orderCount: true,
  description: true,
});
export type InterestedBuyerProduct = z.infer<typeof interestedBuyerProductSchema>;

/**
 * One entry of `GET /api/user/interested-buyer` (admin). `product` is null when the product is gone
 * (the screen skips such rows, spec section 2); `createdAt` is when the interest was recorded.
 */
export const interestedBuyerSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  user: interestedBuyerUserSchema,
  product: interestedBuyerProductSchema.nullable(),
  status: z.enum(interestStatusValues),
});
export type InterestedBuyer = z.infer<typeof interestedBuyerSchema>;

/** `GET /api/user/interested-buyer` (admin): every entry, newest interest first. */
export const interestedBuyersResponseSchema = z.object({
  interestedBuyersData: z.array(interestedBuyerSchema),
});
export type InterestedBuyersResponse = z.infer<typeof interestedBuyersResponseSchema>;
