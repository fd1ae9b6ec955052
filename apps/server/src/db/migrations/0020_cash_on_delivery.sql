-- Cash on delivery for stone art (decisions 0099 to 0102): how an order is paid, its fee, the
-- customer's confirmation code (only its hash), the cash collected and its remittance, the
-- back-office's COD limits, and refunds paid by bank transfer or UPI.
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('online', 'cod'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_code_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_remitted_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_remittance_reference" text;--> statement-breakpoint
CREATE INDEX "orders_open_cod_idx" ON "orders" USING btree ("user_id") WHERE "orders"."payment_method" = 'cod';--> statement-breakpoint
CREATE INDEX "orders_cod_confirm_due_idx" ON "orders" USING btree ("cod_confirm_by") WHERE "orders"."payment_method" = 'cod' and "orders"."payment_status" = 'pending' and "orders"."cod_confirmed_at" is null;--> statement-breakpoint
CREATE TABLE "cod_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_paise" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_settings_single_row" CHECK ("cod_settings"."id" = 1),
	CONSTRAINT "cod_settings_amounts" CHECK ("cod_settings"."max_paise" > 0 AND "cod_settings"."fee_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_check" CHECK ("refunds"."method" in ('provider', 'bank_transfer', 'upi'));--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payout_reference" text;
