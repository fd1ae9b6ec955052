import { z } from 'zod';
import { pricedProductSchema } from '../catalog/product.schema';
import {
  pageLimitField,
  pageLimitMessage,
  pageOffsetMessage,
  pageOffsetField,
  searchInvalidMessage,
  searchTextField,
  searchTooLongMessage,
} from '../paging/paging.schema';

/** The screen's page of entries, and the most one call may ask for (decision 0137). */
export const INTERESTED_BUYERS_PAGE_SIZE = 20;
export const INTERESTED_BUYERS_PAGE_MAX = 100;
const INTERESTED_BUYERS_SEARCH_MAX = 100;

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
  // Server answers to a bad page or search (decision 0137).
  limitInvalid: pageLimitMessage(INTERESTED_BUYERS_PAGE_MAX),
  offsetInvalid: pageOffsetMessage,
  searchTooLong: searchTooLongMessage(INTERESTED_BUYERS_SEARCH_MAX),
  searchInvalid: searchInvalidMessage,
} as const;

/**
 * `GET /api/user/interested-buyer?q&limit&offset` (admin): `q` a case-insensitive part of the
 * buyer's name or email or the product's title; without `limit` every entry (the spec's client
 * reads the whole list), with it one page (decision 0137).
 */
export const interestedBuyersQuerySchema = z.object({
  q: searchTextField(INTERESTED_BUYERS_SEARCH_MAX),
  limit: pageLimitField(INTERESTED_BUYERS_PAGE_MAX).optional(),
  offset: pageOffsetField(),
});
export type InterestedBuyersQuery = z.input<typeof interestedBuyersQuerySchema>;
export type InterestedBuyersParams = z.output<typeof interestedBuyersQuerySchema>;

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

/**
 * `GET /api/user/interested-buyer` (admin): the entries asked for, newest interest first; `total`
 * how many match the search, `stats.total` how many there are (the screen's stat card).
 */
export const interestedBuyersResponseSchema = z.object({
  interestedBuyersData: z.array(interestedBuyerSchema),
  total: z.number().int(),
  stats: z.object({ total: z.number().int() }),
});
export type InterestedBuyersResponse = z.infer<typeof interestedBuyersResponseSchema>;
