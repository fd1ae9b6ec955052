import type { InterestedBuyer, InterestedBuyerProduct, ProductType } from '@artshop/shared';

/** An entry the screen can show: spec section 2 skips rows with no product. */
export type ShownInterest = InterestedBuyer & { product: InterestedBuyerProduct };

export function withProduct(entries: readonly InterestedBuyer[]): ShownInterest[] {
  return entries.filter((entry): entry is ShownInterest => entry.product !== null);
}

/** 'Search buyers...': a case-insensitive substring of the username, email or product title. */
export function searchInterests(entries: readonly ShownInterest[], query: string): ShownInterest[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) =>
      entry.user.username.toLowerCase().includes(needle) ||
      entry.user.email.toLowerCase().includes(needle) ||
      entry.product.title.toLowerCase().includes(needle),
  );
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
