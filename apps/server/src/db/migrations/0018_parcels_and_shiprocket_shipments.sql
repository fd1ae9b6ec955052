ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "breadth_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" integer;--> statement-breakpoint
UPDATE "products" SET "weight_grams" = CASE WHEN "type" = 'painting' THEN 1200 ELSE 800 END, "length_cm" = CASE WHEN "type" = 'painting' THEN 50 ELSE 20 END, "breadth_cm" = CASE WHEN "type" = 'painting' THEN 40 ELSE 15 END, "height_cm" = CASE WHEN "type" = 'painting' THEN 6 ELSE 10 END;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_package_check" CHECK (("products"."weight_grams" is null or "products"."weight_grams" between 1 and 50000) and ("products"."length_cm" is null or "products"."length_cm" between 1 and 200) and ("products"."breadth_cm" is null or "products"."breadth_cm" between 1 and 200) and ("products"."height_cm" is null or "products"."height_cm" between 1 and 200));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shiprocket_order_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shiprocket_shipment_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shiprocket_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "label_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manifest_url" text;
