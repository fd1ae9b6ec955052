ALTER TABLE "products" ADD COLUMN "sizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "products" SET "discount_price_paise" = (round("price_paise" * (100 - "discount_percentage") / 10000.0) * 100)::integer WHERE "discount_percentage" > 0;--> statement-breakpoint
UPDATE "products" SET "sizes" = jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'label', coalesce(nullif(btrim("size"), ''), CASE WHEN "type" = 'painting' THEN 'Original' ELSE '5 x 3 inches' END), 'pricePaise', "price_paise", 'discountPercentage', "discount_percentage", 'discountPricePaise', "discount_price_paise", 'weightGrams', null));--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "size_id" uuid;--> statement-breakpoint
UPDATE "cart_lines" SET "size_id" = ("products"."sizes" -> 0 ->> 'id')::uuid FROM "products" WHERE "products"."id" = "cart_lines"."product_id";--> statement-breakpoint
UPDATE "cart_lines" SET "quantity" = "merged"."quantity" FROM (SELECT (array_agg("id" ORDER BY "created_at", "id"))[1] AS "first_id", least(sum("quantity"), 99)::integer AS "quantity" FROM "cart_lines" GROUP BY "user_id", "product_id" HAVING count(*) > 1) AS "merged" WHERE "cart_lines"."id" = "merged"."first_id";--> statement-breakpoint
DELETE FROM "cart_lines" AS "later" USING "cart_lines" AS "first" WHERE "later"."user_id" = "first"."user_id" AND "later"."product_id" = "first"."product_id" AND ("later"."created_at", "later"."id") > ("first"."created_at", "first"."id");--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_user_product_size_uq";--> statement-breakpoint
ALTER TABLE "cart_lines" DROP COLUMN "size";--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "size_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_product_size_uq" UNIQUE("user_id","product_id","size_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "weight_grams" integer;
