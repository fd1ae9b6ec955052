import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  fulfilmentStatusValues,
  paymentMethodValues,
  paymentProviderValues,
  refundMethodValues,
  paymentStatusValues,
  productTypes,
  refundStatusValues,
  trackingStageValues,
} from '@artshop/shared';
import { products } from './catalog';
import { oneOf, timestamptz } from './columns';
import { users } from './users';

/**
 * The orders' short numbers (decision 0085): 'AS-1001' is number 1001. A sequence, so two
 * checkouts at once never share one; a number taken by an order that is later deleted (a
 * superseded reservation) is not given again.
 */
export const orderNumberSequence = pgSequence('orders_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short number people see (shown as 'AS-' and the number); given by the database. */
    number: integer('number')
      .notNull()
      .unique()
      .default(sql`nextval('orders_number_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /**
     * The delivery address in parts (decision 0058), for invoices (the state) and shipping (the PIN
     * code). Null on orders placed with only the joined `address` (older clients, older orders).
     */
    addressStreet: text('address_street'),
    /** Address line 2 (flat, landmark), '' when none; null on orders older than it (0084). */
    addressLine2: text('address_line2'),
    addressCity: text('address_city'),
    addressState: text('address_state'),
    addressZip: text('address_zip'),
    addressCountry: text('address_country'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    /** The 'Discount' line: sum of (price - effective price) x quantity. */
    discountPaise: integer('discount_paise').notNull().default(0),
    welcomeOfferPaise: integer('welcome_offer_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    couponPaise: integer('coupon_paise').notNull().default(0),
    deliveryPaise: integer('delivery_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatusValues })
      .notNull()
      .default('pending'),
    fulfilmentStatus: text('fulfilment_status', { enum: fulfilmentStatusValues }),
    provider: text('provider', { enum: paymentProviderValues }).notNull(),
    /**
     * Cash on delivery (decisions 0099 to 0102): 'cod' orders stay payment 'pending' until the
     * courier (or the admin) reports the cash collected; their fee is part of the total.
     */
    paymentMethod: text('payment_method', { enum: paymentMethodValues })
      .notNull()
      .default('online'),
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** The sha256 of the emailed confirmation code (never the code), its wrong tries, its deadline. */
    codCodeHash: text('cod_code_hash'),
    codCodeAttempts: integer('cod_code_attempts').notNull().default(0),
    codConfirmBy: timestamptz('cod_confirm_by'),
    codConfirmedAt: timestamptz('cod_confirmed_at'),
    /** The cash taken at the door: the courier's 'Delivered', or the admin's 'Cash received'. */
    cashCollectedAt: timestamptz('cash_collected_at'),
    cashReference: text('cash_reference'),
    /** The courier's payout of the collected cash to the shop (Back-office > COD remittances). */
    codRemittedOn: date('cod_remitted_on', { mode: 'string' }),
    codRemittanceReference: text('cod_remittance_reference'),
    razorpayOrderId: text('razorpay_order_id').unique(),
    razorpayPaymentId: text('razorpay_payment_id'),
    /** Hash of the cart the order was priced from, to reuse a pending order for the same cart. */
    cartFingerprint: text('cart_fingerprint'),
    paidAt: timestamptz('paid_at'),
    /** Shipping (decision 0047): set when the admin marks the order shipped. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamptz('shipped_at'),
    /**
     * Shipped with Shiprocket (decision 0095): its order and shipment ids, when the pickup was
     * asked for, the label and the manifest, each stored as its step succeeds so a retry resumes.
     */
    shiprocketOrderId: bigint('shiprocket_order_id', { mode: 'number' }),
    shiprocketShipmentId: bigint('shiprocket_shipment_id', { mode: 'number' }),
    /** Set while a request ships the order, so a second click (any process) waits its turn. */
    shiprocketClaimedAt: timestamptz('shiprocket_claimed_at'),
    pickupRequestedAt: timestamptz('pickup_requested_at'),
    labelUrl: text('label_url'),
    manifestUrl: text('manifest_url'),
    /**
     * Tracking to the door (decision 0096): the courier's stage and the instant of the scan that
     * set it (a stage never moves backwards), when the courier was last heard from or asked (the
     * poll of silent shipments), delivery or return, and a failed delivery's reason with the
     * admin's re-attempt request (decision 0097).
     */
    trackingStage: text('tracking_stage', { enum: trackingStageValues }),
    trackingStageAt: timestamptz('tracking_stage_at'),
    trackingCheckedAt: timestamptz('tracking_checked_at'),
    deliveredAt: timestamptz('delivered_at'),
    returnedAt: timestamptz('returned_at'),
    undeliveredReason: text('undelivered_reason'),
    reattemptRequestedAt: timestamptz('reattempt_requested_at'),
    /** Cancellation by the admin (paid, not shipped): refunds the rest of the payment. */
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /** The offer this order pays (decision 0052); no FK here (offers reference orders). */
    offerId: uuid('offer_id'),
    /** A note for the admin about something that needed the shop's attention (a late payment). */
    attention: text('attention'),
    /**
     * When the provider was last asked about this order's payments (re-check on the status page,
     * the periodic sweep): throttles the asking and lets the sweep take the least recently checked.
     */
    paymentCheckedAt: timestamptz('payment_checked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // Newest first with the id as tie-breaker, as every list orders them.
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_payment_status_idx').on(t.paymentStatus),
    // The admin list's status filters, newest first (decision 0127, migration 0028); the awaiting
    // and to-ship predicates are orders.admin.service.ts's, word for word.
    index('orders_step_newest_idx')
      .on(t.fulfilmentStatus, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.fulfilmentStatus} is not null`),
    index('orders_awaiting_payment_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(
        sql`(${t.paymentStatus} = 'pending' and not (${t.paymentMethod} = 'cod' and ${t.paymentStatus} = 'pending' and ${t.codConfirmedAt} is not null and ${t.cancelledAt} is null))`,
      ),
    index('orders_failed_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.paymentStatus} = 'failed'`),
    index('orders_to_ship_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(
        sql`((${t.paymentStatus} = 'success' or (${t.paymentMethod} = 'cod' and ${t.paymentStatus} = 'pending' and ${t.codConfirmedAt} is not null and ${t.cancelledAt} is null)) and coalesce(${t.fulfilmentStatus}, 'processing') = 'processing')`,
      ),
    // Coupon usage limits count the orders that used a code (case-insensitively, as codes match).
    index('orders_coupon_code_idx')
      .on(sql`lower(${t.couponCode})`)
      .where(sql`${t.couponCode} is not null`),
    // Paid orders only: the paid sales total and the fulfilment filters' counts read this index alone.
    index('orders_paid_fulfilment_total_idx')
      .on(t.fulfilmentStatus, t.totalPaise)
      .where(sql`${t.paymentStatus} = 'success'`),
    // The admin search, lower(column) LIKE '%text%' (pg_trgm; docs/decisions/0033-large-shop-indexes.md).
    index('orders_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('orders_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('orders_razorpay_order_id_trgm_idx').using(
      'gin',
      sql`lower(${t.razorpayOrderId}) gin_trgm_ops`,
    ),
    index('orders_id_trgm_idx').using('gin', sql`lower(${t.id}::text) gin_trgm_ops`),
    check('orders_payment_status_check', oneOf(t.paymentStatus, paymentStatusValues)),
    check(
      'orders_fulfilment_status_check',
      sql`${t.fulfilmentStatus} is null or ${oneOf(t.fulfilmentStatus, fulfilmentStatusValues)}`,
    ),
    check('orders_provider_check', oneOf(t.provider, paymentProviderValues)),
    check(
      'orders_tracking_stage_check',
      sql`${t.trackingStage} is null or ${oneOf(t.trackingStage, trackingStageValues)}`,
    ),
    // The tracking webhook finds the order by its AWB (decision 0096).
    index('orders_tracking_number_idx')
      .on(t.trackingNumber)
      .where(sql`${t.trackingNumber} is not null`),
    // The poll of silent shipments takes the least recently heard shipped parcels.
    index('orders_tracking_due_idx')
      .on(sql`coalesce(${t.trackingCheckedAt}, ${t.shippedAt})`)
      .where(sql`${t.fulfilmentStatus} = 'shipped' and ${t.trackingNumber} is not null`),
    check('orders_total_check', sql`${t.totalPaise} >= 0`),
    check('orders_payment_method_check', oneOf(t.paymentMethod, paymentMethodValues)),
    // One open COD order per customer, a return in 180 days (decision 0099): the customer's COD orders.
    index('orders_open_cod_idx')
      .on(t.userId)
      .where(sql`${t.paymentMethod} = 'cod'`),
    // The sweep of COD orders left unconfirmed (decision 0100).
    index('orders_cod_confirm_due_idx')
      .on(t.codConfirmBy)
      .where(
        sql`${t.paymentMethod} = 'cod' and ${t.paymentStatus} = 'pending' and ${t.codConfirmedAt} is null`,
      ),
  ],
);

/** A snapshot of the product at order time, so later edits or deletions do not rewrite history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: productTypes }).notNull(),
    mainImageUrl: text('main_image_url'),
    size: text('size').notNull(),
    /**
     * The product's size as ordered (decision 0082): its id, and its weight for the courier; null
     * on older orders, offers of a commission, and sizes never weighed.
     */
    sizeId: uuid('size_id'),
    weightGrams: integer('weight_grams'),
    quantity: integer('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise').notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** The product's GST classification when ordered (null on orders older than invoices). */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/** Webhook and callback events, unique by provider event id so a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull().unique(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_events_order_id_idx').on(t.orderId)],
);

/**
 * A refund of part or all of a paid order's payment (decision 0049). Pending until the provider
 * says processed or failed; the pending and processed together never exceed what was paid (checked
 * under the order's row lock). The row's id is the provider's idempotency key, so a retried call
 * never refunds twice; `requestKey` is the admin's click (Idempotency-Key), unique per order.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: refundStatusValues }).notNull().default('pending'),
    /** Razorpay's `rfnd_...` id (the test provider's `test_rfnd_...`), once it answered. */
    providerRefundId: text('provider_refund_id').unique(),
    requestKey: text('request_key'),
    failureReason: text('failure_reason'),
    /**
     * 'provider' refunds go back through the payment service; a COD order's are paid by the shop
     * by bank transfer or UPI and recorded with their reference (decision 0102).
     */
    method: text('method', { enum: refundMethodValues }).notNull().default('provider'),
    payoutReference: text('payout_reference'),
    /** True for the refund a cancellation made. */
    cancellation: boolean('cancellation').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [
    index('refunds_order_id_idx').on(t.orderId, t.createdAt),
    uniqueIndex('refunds_order_request_key_idx')
      .on(t.orderId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
    index('refunds_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    check('refunds_status_check', oneOf(t.status, refundStatusValues)),
    check('refunds_method_check', oneOf(t.method, refundMethodValues)),
  ],
);

/**
 * The courier's scans of a shipped order (decision 0096), from the tracking webhook and the poll;
 * unique by (order, status, instant), so a repeated or replayed scan is stored once.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The courier's words for the scan ('In Transit - Shipment picked up'). */
    status: text('status').notNull(),
    at: timestamptz('at').notNull(),
    location: text('location'),
    /** Our stage for the scan, when its status maps to one. */
    stage: text('stage', { enum: trackingStageValues }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_events_order_status_at_idx').on(t.orderId, t.status, t.at),
    check(
      'shipment_events_stage_check',
      sql`${t.stage} is null or ${oneOf(t.stage, trackingStageValues)}`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
