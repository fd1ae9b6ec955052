-- How many products there are of each kind that a count asks about (catalog/product-tallies.ts,
-- decision 0136): type, hidden, sold, discounted, orientation and price slot, kept by the database
-- on every write, so a collection's total, the wordless search's facets and the back-office's
-- catalogue figures read a few dozen rows instead of counting every product. A reservation is not
-- kept here: it runs out with the clock, so reserved paintings are read when asked (a few rows,
-- products_reserved_idx).
CREATE TABLE IF NOT EXISTS "product_tallies" (
	"type" text NOT NULL,
	"hidden" boolean NOT NULL,
	"sold" boolean NOT NULL,
	"discounted" boolean NOT NULL,
	"orientation" text NOT NULL,
	"price_slot" smallint NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_tallies_pk" PRIMARY KEY ("type", "hidden", "sold", "discounted", "orientation", "price_slot")
);--> statement-breakpoint
-- The search's price bands (packages/shared SEARCH_PRICE_BANDS, whole rupees, both ends counted) as
-- slots of the price in paise: 2i is band i, 2i + 1 the prices between band i's end and band i + 1's
-- start (₹1,999.50), -1 'Price on request'. A range from one band's start to another's end is then
-- a run of whole slots. product-tallies.test.ts checks this against the bands.
CREATE OR REPLACE FUNCTION "product_price_slot"("paise" integer) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
	SELECT (CASE
		WHEN "paise" IS NULL THEN -1
		WHEN "paise" <= 199900 THEN 0 WHEN "paise" < 200000 THEN 1
		WHEN "paise" <= 499900 THEN 2 WHEN "paise" < 500000 THEN 3
		WHEN "paise" <= 999900 THEN 4 WHEN "paise" < 1000000 THEN 5
		WHEN "paise" <= 2499900 THEN 6 WHEN "paise" < 2500000 THEN 7
		WHEN "paise" <= 4999900 THEN 8 WHEN "paise" < 5000000 THEN 9
		ELSE 10 END)::smallint
$$;--> statement-breakpoint
INSERT INTO "product_tallies"
SELECT "type", "hidden", "sold_at" IS NOT NULL, "discount_percentage" > 0, coalesce("orientation", ''),
	product_price_slot("shown_price_paise"), count(*)::int
FROM "products" GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
-- Inserts and deletes by statement, with the rows as tables (a bulk fill or the demo seed counts
-- once per kind); the rows are added in key order, so two writers lock them in the same order.
CREATE OR REPLACE FUNCTION "product_tallies_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_tallies"
	SELECT "type", "hidden", "sold_at" IS NOT NULL, "discount_percentage" > 0, coalesce("orientation", ''),
		product_price_slot("shown_price_paise"), count(*)::int
	FROM "new_rows" GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT ON CONSTRAINT "product_tallies_pk" DO UPDATE SET "products" = "product_tallies"."products" + excluded."products";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_tallies_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "product_tallies" AS "t" SET "products" = "t"."products" - "gone"."n"
	FROM (
		SELECT "type", "hidden", "sold_at" IS NOT NULL AS "sold", "discount_percentage" > 0 AS "discounted",
			coalesce("orientation", '') AS "orientation", product_price_slot("shown_price_paise") AS "price_slot",
			count(*)::int AS "n"
		FROM "old_rows" GROUP BY 1, 2, 3, 4, 5, 6
	) AS "gone"
	WHERE ("t"."type", "t"."hidden", "t"."sold", "t"."discounted", "t"."orientation", "t"."price_slot")
		= ("gone"."type", "gone"."hidden", "gone"."sold", "gone"."discounted", "gone"."orientation", "gone"."price_slot");
	RETURN NULL;
END
$$;--> statement-breakpoint
-- An update moves a product from one kind to another only when one of the kept columns changes;
-- the rest (an order's count, a rating, a reservation) does not fire at all.
CREATE OR REPLACE FUNCTION "product_tallies_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_tallies"
	SELECT "type", "hidden", "sold", "discounted", "orientation", "price_slot", sum("n")::int
	FROM (VALUES
		(OLD."type", OLD."hidden", OLD."sold_at" IS NOT NULL, OLD."discount_percentage" > 0,
			coalesce(OLD."orientation", ''), product_price_slot(OLD."shown_price_paise"), -1),
		(NEW."type", NEW."hidden", NEW."sold_at" IS NOT NULL, NEW."discount_percentage" > 0,
			coalesce(NEW."orientation", ''), product_price_slot(NEW."shown_price_paise"), 1)
	) AS "k"("type", "hidden", "sold", "discounted", "orientation", "price_slot", "n")
	-- A new price in the same slot moves nothing (and one statement may not update a row twice).
	GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum("n") <> 0 ORDER BY 1, 2, 3, 4, 5, 6
	ON CONFLICT ON CONSTRAINT "product_tallies_pk" DO UPDATE SET "products" = "product_tallies"."products" + excluded."products";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_tallies_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "product_tallies";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_tallies_inserted" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_tallies_add"();--> statement-breakpoint
CREATE TRIGGER "products_tallies_updated" AFTER UPDATE ON "products"
	FOR EACH ROW WHEN (
		(OLD."type", OLD."hidden", OLD."sold_at" IS NOT NULL, OLD."discount_percentage" > 0, OLD."orientation", OLD."shown_price_paise")
		IS DISTINCT FROM
		(NEW."type", NEW."hidden", NEW."sold_at" IS NOT NULL, NEW."discount_percentage" > 0, NEW."orientation", NEW."shown_price_paise")
	)
	EXECUTE FUNCTION "product_tallies_move"();--> statement-breakpoint
CREATE TRIGGER "products_tallies_deleted" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_tallies_remove"();--> statement-breakpoint
CREATE TRIGGER "products_tallies_truncated" AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "product_tallies_clear"();--> statement-breakpoint
-- The paintings reserved now, read beside the tallies (a few rows, whatever the shop's size).
CREATE INDEX IF NOT EXISTS "products_reserved_idx" ON "products" ("reserved_until")
	WHERE "type" = 'painting' AND "sold_at" IS NULL AND "reserved_until" IS NOT NULL;
