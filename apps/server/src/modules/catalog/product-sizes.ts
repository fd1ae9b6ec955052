import { randomUUID } from 'node:crypto';
import {
  discountedPaise,
  effectivePrice,
  ownSizeLabel,
  productSizeMessages,
  type CartSizeChoice,
  type StoredProductSize,
} from '@artshop/shared';
import type { ProductRow } from '../../db/schema';
import { httpError } from '../../lib/http-error';

/**
 * A size as `products.sizes` stores it (decision 0082), from its price in paise: the discounted
 * price is always derived here, as the admin's save derives it; a new id unless one is kept.
 */
export function storedSize(
  label: string,
  pricePaise: number,
  {
    discountPercentage = 0,
    weightGrams = null,
    id = randomUUID(),
  }: { discountPercentage?: number; weightGrams?: number | null; id?: string } = {},
): StoredProductSize {
  return {
    id,
    label,
    pricePaise,
    discountPercentage,
    discountPricePaise: discountedPaise(pricePaise, discountPercentage),
    weightGrams,
  };
}

type SizedRow = Pick<
  ProductRow,
  'id' | 'type' | 'size' | 'sizes' | 'pricePaise' | 'discountPercentage' | 'discountPricePaise'
>;

/**
 * A product's sizes, its own first (decision 0082). A row written without any (straight into the
 * table, as bulk imports do) has its own size alone, at its price, under the product's id.
 */
export function sizesOf(row: SizedRow): StoredProductSize[] {
  if (row.sizes && row.sizes.length > 0) return row.sizes;
  return [
    {
      id: row.id,
      label: ownSizeLabel(row.type, row.size),
      pricePaise: row.pricePaise,
      discountPercentage: row.discountPercentage,
      discountPricePaise: row.discountPricePaise,
      weightGrams: null,
    },
  ];
}

/** The product's own size: the one its page preselects and its price columns describe. */
export function ownSizeOf(row: SizedRow): StoredProductSize {
  return sizesOf(row)[0]!;
}

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The size a cart call means: `sizeId`, else the size named `size` (the spec's field), else the
 * own size. One the product does not offer is a 400 with a clear message, never a guess.
 */
export function chosenSize(row: SizedRow, choice: CartSizeChoice): StoredProductSize {
  const sizes = sizesOf(row);
  if (choice.sizeId !== undefined) {
    const byId = sizes.find((size) => size.id === choice.sizeId);
    if (!byId) throw httpError(400, productSizeMessages.unknownSize);
    if (choice.size !== undefined && !sameLabel(byId.label, choice.size)) {
      throw httpError(400, productSizeMessages.unknownSize);
    }
    return byId;
  }
  if (choice.size !== undefined) {
    const byLabel = sizes.find((size) => sameLabel(size.label, choice.size!));
    if (!byLabel) throw httpError(400, productSizeMessages.unknownSize);
    return byLabel;
  }
  return sizes[0]!;
}

/** What one unit of a size costs now, in paise, by the shared rule. */
export function sizeEffectivePricePaise(size: StoredProductSize): number {
  return effectivePrice({
    price: size.pricePaise,
    discountPrice: size.discountPricePaise,
    discountPercentage: size.discountPercentage,
  });
}
