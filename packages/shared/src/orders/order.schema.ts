import { z } from 'zod';
import { productTypeSchema } from '../catalog/product.schema';
import { orderCertificateSchema } from '../certificates/certificate.schema';
import { SHOP_CURRENCY } from '../shop';
import { orderAttentionValues } from '../offers/offer.schema';
import { orderLifecycleShape } from './order-lifecycle.schema';
import { paymentMethodSchema } from './cash-on-delivery.schema';

export const paymentStatusValues = ['pending', 'success', 'failed'] as const;
export const paymentStatusSchema = z.enum(paymentStatusValues);
export type PaymentStatusValue = z.infer<typeof paymentStatusSchema>;

/**
 * Fulfilment, set by the admin once an order is paid (DESIGN section 4 'Orders'); 'delivered' and
 * 'returned' (the courier brought the parcel back) also by the courier's tracking (decision 0096).
 */
export const fulfilmentStatusValues = [
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export const fulfilmentStatusSchema = z.enum(fulfilmentStatusValues);

/** Who took the payment: Razorpay, or the test window when the shop runs without keys. */
export const paymentProviderValues = ['razorpay', 'test'] as const;
export type PaymentProviderName = (typeof paymentProviderValues)[number];
export type FulfilmentStatusValue = z.infer<typeof fulfilmentStatusSchema>;

/** One ordered item: a snapshot taken at order time. Money in rupees (2 decimals at most). */
export const orderItemSchema = z.object({
  productId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  type: productTypeSchema,
  mainImageUrl: z.string().nullable(),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  discount: z.boolean(),
  discountPrice: z.number(),
  discountPercentage: z.number(),
  /**
   * The item's certificate of authenticity once issued (decision 0119): each painting, and each
   * signed stone art piece, of a paid order has its own. Absent in answers from before certificates.
   */
  certificate: orderCertificateSchema.nullable().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * An order as its owner (and the payment status page) sees it. `status` is the payment status
 * (the payment status page branches on it); `fulfilmentStatus` is the admin's step after payment.
 * `pay` is the total in rupees; the breakdown mirrors the totals function.
 */
export const orderSchema = z.object({
  id: z.string(),
  /** The short number people see and quote, e.g. 'AS-1001' (decision 0085). */
  number: z.string(),
  razorpayOrderId: z.string().nullable(),
  status: paymentStatusSchema,
  fulfilmentStatus: fulfilmentStatusSchema.nullable(),
  pay: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  welcomeOffer: z.number(),
  couponCode: z.string().nullable(),
  couponDiscount: z.number(),
  delivery: z.number(),
  address: z.string(),
  /** The address in parts when the checkout sent them (decision 0058); null for older orders. */
  addressParts: z
    .object({
      street: z.string(),
      /** Address line 2 ('' when none; decision 0084). */
      line2: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      country: z.string(),
    })
    .nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  provider: z.enum(paymentProviderValues),
  /**
   * Cash on delivery (decision 0099): 'cod' orders stay pending until the cash is collected; the
   * fee (rupees) is part of `pay`; `codConfirmed` once the customer entered the emailed code.
   * Optional in the type only: the server always sends them.
   */
  paymentMethod: paymentMethodSchema.optional(),
  codFee: z.number().optional(),
  codConfirmed: z.boolean().optional(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  orderItems: z.array(orderItemSchema),
  ...orderLifecycleShape,
  /** The offer this order pays (decision 0052), or null for a cart order. */
  offerId: z.string().nullable(),
  /** Why the shop must look at this paid order (a late payment refunded in full), or null. */
  attention: z.enum(orderAttentionValues).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** What the browser needs to open the payment window (DESIGN section 3, `POST /order`). */
export const checkoutSessionSchema = z.object({
  provider: z.enum(paymentProviderValues),
  /** Razorpay key id (public); the test provider's is 'test'. */
  keyId: z.string(),
  amount: z.number().int(),
  currency: z.literal(SHOP_CURRENCY),
  razorpayOrderId: z.string(),
  /**
   * Where the payment window posts its result: the absolute URL
   * `{PUBLIC_URL or the request's origin}/api/transaction/{orderId}` (Razorpay posts it from its
   * own pages, so a bare path would not do).
   */
  callbackUrl: z.string(),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const createOrderResponseSchema = z.object({
  order: z.object({
    id: z.string(),
    number: z.string(),
    pay: z.number(),
    razorpayOrderId: z.string(),
    status: paymentStatusSchema,
  }),
  checkout: checkoutSessionSchema,
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderListResponseSchema = z.object({ orders: z.array(orderSchema) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const orderRefParamsSchema = z.object({ ref: z.string() });
export const orderIdParamsSchema = z.object({ id: z.string() });

/** The Razorpay checkout callback's form fields (`POST /api/transaction/{id}`); all optional so a failure form parses. */
export const transactionCallbackSchema = z
  .object({
    razorpay_payment_id: z.string().max(100).optional(),
    razorpay_order_id: z.string().max(100).optional(),
    razorpay_signature: z.string().max(200).optional(),
  })
  .catchall(z.unknown());
export type TransactionCallbackInput = z.infer<typeof transactionCallbackSchema>;

/** The test provider's window: `POST /api/payments/test/{orderId}` answers the fields to post to the callback. */
export const testPaymentInputSchema = z.object({ outcome: z.enum(['success', 'failure']) });
export type TestPaymentInput = z.infer<typeof testPaymentInputSchema>;
export const testPaymentResponseSchema = z.object({
  callbackUrl: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type TestPaymentResponse = z.infer<typeof testPaymentResponseSchema>;

/**
 * What a customer's order list shows as its status (spec section 4 'Customer order status
 * values'): an unpaid order is pending, a failed payment failed, a paid one follows fulfilment.
 */
export type OrderDisplayStatus = 'pending' | 'failed' | FulfilmentStatusValue;
export function orderDisplayStatus(
  order: Pick<Order, 'status' | 'fulfilmentStatus'> &
    Partial<Pick<Order, 'paymentMethod' | 'codConfirmed'>>,
): OrderDisplayStatus {
  // A confirmed cash on delivery order follows fulfilment before its cash is collected (0099).
  if (order.status === 'pending' && order.paymentMethod === 'cod' && order.codConfirmed) {
    return order.fulfilmentStatus ?? 'processing';
  }
  if (order.status === 'pending') return 'pending';
  // A COD order cancelled unconfirmed, or returned by the courier, says so (decision 0101).
  if (order.status === 'failed' && order.paymentMethod === 'cod' && order.fulfilmentStatus) {
    return order.fulfilmentStatus;
  }
  if (order.status === 'failed') return 'failed';
  return order.fulfilmentStatus ?? 'processing';
}

/**
 * How many items an order holds: the pieces to pack, so 2 of one product count 2. One rule for My
 * Orders, the admin list and the payment status page.
 */
export function orderItemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

/**
 * Spec section 9: an id is shown by its last 8 characters. Orders show their number instead
 * (decision 0085); custom art requests still use this.
 */
export function shortOrderId(id: string): string {
  return id.slice(-8);
}

/** `POST /api/webhooks/razorpay` answers 200 with what it did; a replayed event is a 'duplicate'. */
export const webhookResponseSchema = z.object({
  status: z.enum(['processed', 'duplicate', 'ignored']),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
