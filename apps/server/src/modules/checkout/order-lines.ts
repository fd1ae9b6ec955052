import {
  gstClassification,
  type ConsentSource,
  type ProductType,
  type StoredProductSize,
} from '@artshop/shared';
import type { Db } from '../../db/client';
import type { OrderRow, ProductRow, UserRow } from '../../db/schema';
import { mainImageUrlOf } from '../catalog/product-dto';
import { sizeEffectivePricePaise } from '../catalog/product-sizes';

/**
 * One line of an order, priced now and snapshotted as it is stored (title, image, prices as paid):
 * a cart line, or an offer's one line (decision 0052), which may name no product (custom art).
 */
export interface OrderLine {
  productId: string | null;
  title: string;
  description: string;
  type: ProductType;
  mainImageUrl: string | null;
  size: string;
  /** The product's size as ordered and its weight for the courier (decision 0082). */
  sizeId: string | null;
  weightGrams: number | null;
  quantity: number;
  /** The list price and the price charged per unit (after the product's discount), in paise. */
  pricePaise: number;
  effectivePricePaise: number;
  discountPercentage: number;
  /** The GST classification as ordered, so the invoice is not rewritten by later product edits. */
  hsnCode: string;
  gstRateBp: number;
}

/** What a checkout orders: the cart's lines, or an offer's one line with its own delivery fee. */
export interface Basket {
  lines: OrderLine[];
  /** The offer's delivery fee in paise; the shop's fee (DESIGN section 4) when absent. */
  deliveryPaise?: number;
  /** The offer the order pays (`orders.offer_id`). */
  offerId?: string;
}

/**
 * Where a checkout's order comes from (the cart, or an offer: decision 0052). The same checkout
 * prices, reserves and opens it at the provider either way (decision 0037); the source says what is
 * ordered and holds what it must while the order lives.
 */
export interface OrderSource {
  /** Whether a resubmit of the same basket answers the pending order again (a double click). */
  reusable: boolean;
  /** Where a WhatsApp consent given with this checkout is recorded from ('checkout' if unset). */
  consentSource?: ConsentSource;
  /**
   * In the reservation transaction, after the customer's row and pending orders are locked: what
   * is ordered. It may lock, check and hold rows (a painting's reservation) or refuse (4xx).
   */
  basket(tx: Db, user: UserRow, now: Date): Promise<Basket>;
  /** The coupon the source carries when the body names none (`couponCode` absent): the cart's. */
  appliedCouponCode?(tx: Db, user: UserRow): Promise<string | null>;
  /** In the same transaction, once the new order is inserted. */
  attach?(tx: Db, order: OrderRow): Promise<void>;
  /** Once the reservation has committed. */
  afterCommit?(db: Db): void;
  /** After the provider failed and the reserved order was deleted: give back what `basket` held. */
  release?(db: Db, order: OrderRow): Promise<void>;
}

/**
 * A product's line in one of its sizes as ordered now: its snapshot at the size's current price (the
 * shared rule; decision 0082) and its GST classification.
 */
export function productOrderLine(
  product: ProductRow,
  size: StoredProductSize,
  quantity: number,
): OrderLine {
  return {
    productId: product.id,
    title: product.title,
    description: product.description,
    type: product.type,
    mainImageUrl: mainImageUrlOf(product.images),
    size: size.label,
    sizeId: size.id,
    weightGrams: size.weightGrams,
    quantity,
    pricePaise: size.pricePaise,
    effectivePricePaise: sizeEffectivePricePaise(size),
    discountPercentage: size.discountPercentage,
    ...gstClassification(product.type, product),
  };
}
