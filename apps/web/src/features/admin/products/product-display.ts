import {
  adminListedPrice,
  formatINR,
  gstBpToPercent,
  GST_DEFAULTS,
  type AdminProduct,
  type Product,
  type ProductType,
} from '@artshop/shared';

const TYPE_LABELS: Record<ProductType, string> = { painting: 'Painting', stoneArt: 'Stone Art' };

export function typeLabel(type: ProductType): string {
  return TYPE_LABELS[type];
}

/** The dashboard's listed price (spec section 2): price x (1 - percentage/100), at most 2 decimals. */
export function listedPrice(product: Pick<AdminProduct, 'price' | 'discountPercentage'>): string {
  return formatINR(adminListedPrice(product.price, product.discountPercentage));
}

/** '12.5%' for a discounted product, 'No discount' otherwise. */
export function discountLabel(product: Pick<Product, 'discountPercentage'>): string {
  return product.discountPercentage > 0 ? `${product.discountPercentage}%` : 'No discount';
}

/** The HSN code and GST rate its invoices carry: its own, or its type's '(default)'. */
export function taxLabels(product: Pick<AdminProduct, 'type' | 'hsnCode' | 'gstRate'>): {
  hsnCode: string;
  gstRate: string;
} {
  const defaults = GST_DEFAULTS[product.type];
  return {
    hsnCode: product.hsnCode ?? `${defaults.hsnCode} (default)`,
    gstRate:
      product.gstRate == null
        ? `${gstBpToPercent(defaults.gstRateBp)}% (default)`
        : `${product.gstRate}%`,
  };
}
