CREATE TABLE "custom_art_progress_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"image_path" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid,
	"custom_art_id" uuid,
	"interest_id" uuid,
	"title" text NOT NULL,
	"price_paise" integer NOT NULL,
	"delivery_paise" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"withdrawn_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('open', 'accepted', 'paid', 'declined', 'withdrawn')),
	CONSTRAINT "offers_price_check" CHECK ("offers"."price_paise" > 0 and "offers"."delivery_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reserved_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_order_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attention" text;--> statement-breakpoint
ALTER TABLE "custom_art_requests" ADD COLUMN "stage" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_art_progress_photos" ADD CONSTRAINT "custom_art_progress_photos_request_id_custom_art_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."custom_art_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_custom_art_id_custom_art_requests_id_fk" FOREIGN KEY ("custom_art_id") REFERENCES "public"."custom_art_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_interest_id_interested_buyers_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interested_buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_art_progress_photos_request_idx" ON "custom_art_progress_photos" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_user_created_idx" ON "offers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "offers_custom_art_idx" ON "offers" USING btree ("custom_art_id");--> statement-breakpoint
CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "custom_art_requests_email_lower_idx" ON "custom_art_requests" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "custom_art_requests" ADD CONSTRAINT "custom_art_requests_stage_check" CHECK ("custom_art_requests"."stage" in ('requested', 'quoted', 'paid', 'in_progress', 'completed', 'shipped'));