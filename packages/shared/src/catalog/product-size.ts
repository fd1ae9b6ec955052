import { discountedPaise, toPaise, toRupees } from '../money';
import type { ProductSize } from './product-size.schema';
import type { ProductType } from './product.schema';

/**
 * A product's sizes (docs/decisions/0082-product-sizes-with-their-own-prices.md): each its own, with
 * its own price and discount, the first being the product's own size, which the product page
 * preselects. The product row's price, discount and `size` are that first size's.
 */

export const PRODUCT_SIZES_MAX = 8;
export const PRODUCT_SIZE_LABEL_MAX = 40;
/** Grams: a stone of 50 kg is not something a courier takes as a parcel. */
export const PRODUCT_SIZE_WEIGHT_MAX_GRAMS = 50_000;

/** The own size's name when the product names none: the spec's default stone, a painting as it is. */
export const STONE_ART_DEFAULT_SIZE = '5 x 3 inches';
export const PAINTING_DEFAULT_SIZE = 'Original';

export function ownSizeLabel(type: ProductType, size: string | null | undefined): string {
  const named = size?.trim();
  if (named) return named;
  return type === 'painting' ? PAINTING_DEFAULT_SIZE : STONE_ART_DEFAULT_SIZE;
}

/** A size as `products.sizes` stores it (jsonb, like the images: decision 0003). Money in paise. */
export interface StoredProductSize {
  id: string;
  label: string;
  pricePaise: number;
  discountPercentage: number;
  /** Computed on every save: the whole-rupee discounted price (decision 0083). */
  discountPricePaise: number;
  /** For the courier (Shiprocket charges by weight); null until the shop enters it. */
  weightGrams: number | null;
}

/** The price fields of a 'Price on request' answer (decision 0089): no amount, no discount. */
export const NO_SHOWN_PRICE = {
  price: null,
  discount: false,
  discountPercentage: 0,
  discountPrice: null,
} as const;

export function toProductSizeDto(size: StoredProductSize): ProductSize {
  return {
    id: size.id,
    label: size.label,
    price: toRupees(size.pricePaise),
    discount: size.discountPercentage > 0,
    discountPercentage: size.discountPercentage,
    discountPrice: toRupees(size.discountPricePaise),
    weightGrams: size.weightGrams,
  };
}

/** A stored size from what the admin entered; the discounted price is always computed here. */
export function storedProductSize(input: {
  id: string;
  label: string;
  price: number;
  discountPercentage: number;
  weightGrams?: number | null;
}): StoredProductSize {
  const pricePaise = toPaise(input.price);
  return {
    id: input.id,
    label: input.label,
    pricePaise,
    discountPercentage: input.discountPercentage,
    discountPricePaise: discountedPaise(pricePaise, input.discountPercentage),
    weightGrams: input.weightGrams ?? null,
  };
}

export const productSizeMessages = {
  labelRequired: 'Please enter a name for each size',
  labelTooLong: `A size's name must be at most ${PRODUCT_SIZE_LABEL_MAX} characters`,
  labelTaken: 'Each size needs its own name',
  priceInvalid: 'Please enter a valid price for each size',
  discountInvalid: 'Discount percentage must be between 0 and 100',
  weightInvalid: `Weight must be a whole number of grams from 1 to ${PRODUCT_SIZE_WEIGHT_MAX_GRAMS}`,
  tooMany: `A product has at most ${PRODUCT_SIZES_MAX} sizes`,
  unreadable: 'The sizes could not be read. Please try again.',
  // The shop's side.
  unknownSize: 'This size is not offered for this product. Please choose one of its sizes.',
  ownSizeHint: 'The size the product page shows first, at the price above.',
} as const;
