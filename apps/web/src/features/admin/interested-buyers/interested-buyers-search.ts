import type { InterestedBuyer, InterestedBuyerProduct, ProductType } from '@artshop/shared';

/** An entry the screen can show: spec section 2 skips rows with no product. */
export type ShownInterest = InterestedBuyer & { product: InterestedBuyerProduct };

export function withProduct(entries: readonly InterestedBuyer[]): ShownInterest[] {
  return entries.filter((entry): entry is ShownInterest => entry.product !== null);
}

const TYPE_LABELS: Record<ProductType, string> = { painting: 'Painting', stoneArt: 'Stone Art' };

export function productTypeLabel(type: ProductType): string {
  return TYPE_LABELS[type];
}

/** What the painting sells for today: its discount price when discounted (the offer's default). */
export function listedPrice(
  product: Pick<InterestedBuyerProduct, 'discount' | 'price' | 'discountPrice'>,
): number {
  return product.discount ? product.discountPrice : product.price;
}
