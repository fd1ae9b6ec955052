import { z } from 'zod';
import { fulfilmentStatusValues, orderSchema, type Order } from './order.schema';
import {
  pageLimitMessage,
  pageOffsetMessage,
  pagingQueryShape,
  searchInvalidMessage,
  searchTextField,
  searchTooLongMessage,
} from '../paging/paging.schema';
import {
  cursorMessages,
  cursorQueryShape,
  cursorWithoutOffset,
  nextCursorSchema,
} from '../paging/cursor.schema';
import { orderMessages } from './orders.messages';
import { shiprocketRefsSchema, shiprocketShipmentSchema } from './shiprocket-shipment.schema';
import {
  orderLifecycleMessages,
  REFUND_REASON_MAX,
  shipmentInputSchema,
} from './order-lifecycle.schema';

/** Admin order list paging (docs/decisions/0017-admin-order-list.md). */
export const ADMIN_ORDER_PAGE_DEFAULT = 20;
export const ADMIN_ORDER_PAGE_MAX = 100;
export const ADMIN_ORDER_SEARCH_MAX = 100;
const ADMIN_ORDER_OFFSET_MAX = 10_000_000;

/** The admin all-orders screen's words (spec sections 2 and 8) and the server's answers. */
export const adminOrderMessages = {
  // Spec section 2, 'Admin all orders'.
  searchPlaceholder: 'Search orders...',
  loading: 'Loading orders...',
  empty: 'No orders found matching your criteria.',
  // Ours: the status control (the spec shows no admin order status change); the failure toast
  // follows the custom art screen's 'Failed to update order status: {message}'.
  statusUpdated: 'Order status updated successfully!',
  statusUpdateFailed: 'Failed to update order status:',
  statusNeedsPayment: 'The status can be changed once the order is paid.',
  loadFailed: 'Failed to load orders. Please try again.',
  // Server answers.
  limitInvalid: pageLimitMessage(ADMIN_ORDER_PAGE_MAX),
  offsetInvalid: pageOffsetMessage,
  searchTooLong: searchTooLongMessage(ADMIN_ORDER_SEARCH_MAX),
  searchInvalid: searchInvalidMessage,
  statusFilterInvalid:
    'status must be one of: pending, completed, failed, processing, shipped, delivered, cancelled, returned',
} as const;

const m = adminOrderMessages;

/**
 * The list's status filter, as the stat cards count (decision 0086): a payment status, 'toShip'
 * (paid, not yet shipped), 'completed' (delivered) or a fulfilment step of a paid order.
 */
export const adminOrderStatusFilterValues = [
  'pending',
  'toShip',
  'completed',
  'failed',
  ...fulfilmentStatusValues,
] as const;
export type AdminOrderStatusFilter = (typeof adminOrderStatusFilterValues)[number];

/** `GET /api/order?q&status&limit&offset` (admin). A blank `q` or `status` means no filter. */
export const adminOrderListQuerySchema = z
  .object({
    q: searchTextField(ADMIN_ORDER_SEARCH_MAX),
    status: z
      .union([z.literal(''), z.enum(adminOrderStatusFilterValues)], {
        error: m.statusFilterInvalid,
      })
      .optional()
      .transform((value) => value || undefined),
    ...pagingQueryShape({
      maxLimit: ADMIN_ORDER_PAGE_MAX,
      defaultLimit: ADMIN_ORDER_PAGE_DEFAULT,
      maxOffset: ADMIN_ORDER_OFFSET_MAX,
    }),
    // Or the page after a cursor, newest first, at any depth (decision 0127).
    ...cursorQueryShape,
  })
  .refine(cursorWithoutOffset, { error: cursorMessages.withOffset, path: ['after'] });
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;
/** The query after parsing: defaults applied, blanks dropped. */
export type AdminOrderListParams = z.output<typeof adminOrderListQuerySchema>;

/** The customer's account, beside the order's own contact details (spec section 3 'Order (admin list view)'). */
export const adminOrderUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type AdminOrderUser = z.infer<typeof adminOrderUserSchema>;

export const adminOrderSchema = orderSchema.extend({
  user: adminOrderUserSchema,
  /** Shipped (or being shipped) with Shiprocket: its ids, label and manifest (decision 0095). */
  shiprocket: shiprocketRefsSchema.nullable().optional(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * Order counts: every order, payment pending, paid and not yet shipped ('To ship'), and delivered
 * ('Completed'; decision 0086).
 */
export const orderStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  toShip: z.number().int(),
  completed: z.number().int(),
});
export type OrderStatsDto = z.infer<typeof orderStatsSchema>;

export const adminOrderListResponseSchema = z.object({
  orders: z.array(adminOrderSchema),
  /** How many orders match the search and filter (for 'Showing X of Y orders' and paging). */
  total: z.number().int(),
  stats: orderStatsSchema,
  /** `after` for the next page (decision 0127); null on the last page. */
  nextCursor: nextCursorSchema,
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

/**
 * `PUT /api/order/{id}/status` (admin): a fulfilment step, only on a paid order. 'shipped' carries
 * the courier and tracking number (decision 0047); 'cancelled' an optional reason, and refunds the
 * rest of the payment.
 */
export const adminOrderStatusSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('shipped'), ...shipmentInputSchema.shape }),
    z.object({ status: z.enum(['processing', 'delivered']) }),
    z.object({
      status: z.literal('cancelled'),
      reason: z
        .string({ error: orderLifecycleMessages.refundReasonTooLong })
        .trim()
        .max(REFUND_REASON_MAX, orderLifecycleMessages.refundReasonTooLong)
        .optional()
        .transform((value) => value || undefined),
    }),
  ],
  { error: orderMessages.statusInvalid },
);
export type AdminOrderStatusInput = z.input<typeof adminOrderStatusSchema>;
export type AdminOrderStatusChange = z.output<typeof adminOrderStatusSchema>;

export const adminOrderResponseSchema = z.object({ order: adminOrderSchema });

/** `POST /api/order/{id}/shiprocket` (admin) answers 201 with the shipped order and its parcel. */
export const shiprocketShipResponseSchema = z.object({
  order: adminOrderSchema,
  shipment: shiprocketShipmentSchema,
});
export type ShiprocketShipResponse = z.infer<typeof shiprocketShipResponseSchema>;
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

/** What the admin list shows as an order's status: the fulfilment step once paid, else the payment status. */
export type AdminOrderDisplayStatus = Order['status'] | NonNullable<Order['fulfilmentStatus']>;
export function adminOrderDisplayStatus(
  order: Pick<Order, 'status' | 'fulfilmentStatus'>,
): AdminOrderDisplayStatus {
  return order.status === 'success' && order.fulfilmentStatus
    ? order.fulfilmentStatus
    : order.status;
}

/**
 * Spec section 4 'Admin order status colours': success and completed green, cancelled red, pending
 * and anything else yellow; 'delivered' is the completed end of fulfilment, so it is green too
 * (docs/decisions/0018-admin-order-status-display.md).
 */
export type StatusTone = 'green' | 'red' | 'yellow';
export function adminStatusTone(status: string): StatusTone {
  const s = status.toLowerCase();
  if (s === 'success' || s === 'completed' || s === 'delivered') return 'green';
  if (s === 'cancelled') return 'red';
  return 'yellow';
}

/** 'shipped' -> 'Shipped' (spec: statuses are displayed capitalised). */
export function capitaliseStatus(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
