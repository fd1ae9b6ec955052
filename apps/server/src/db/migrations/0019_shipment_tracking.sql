-- Tracking to the door (decision 0096): the courier's stage of a shipped order, its scans, and
-- 'returned' for a parcel the courier brought back to the shop (decision 0097).
ALTER TABLE "orders" DROP CONSTRAINT "orders_fulfilment_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_status_check" CHECK ("orders"."fulfilment_status" is null or "orders"."fulfilment_status" in ('processing', 'shipped', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "undelivered_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reattempt_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_stage_check" CHECK ("orders"."tracking_stage" is null or "orders"."tracking_stage" in ('in_transit', 'out_for_delivery', 'undelivered', 'delivered', 'rto_initiated', 'rto_delivered'));--> statement-breakpoint
CREATE INDEX "orders_tracking_number_idx" ON "orders" USING btree ("tracking_number") WHERE "orders"."tracking_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_tracking_due_idx" ON "orders" USING btree (coalesce("tracking_checked_at", "shipped_at")) WHERE "orders"."fulfilment_status" = 'shipped' and "orders"."tracking_number" is not null;--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"location" text,
	"stage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_stage_check" CHECK ("shipment_events"."stage" is null or "shipment_events"."stage" in ('in_transit', 'out_for_delivery', 'undelivered', 'delivered', 'rto_initiated', 'rto_delivered'))
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_order_status_at_idx" ON "shipment_events" USING btree ("order_id","status","at");
