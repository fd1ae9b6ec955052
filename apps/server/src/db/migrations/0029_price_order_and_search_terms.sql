-- Two columns the database keeps from the row itself (decision 0130), so no write can leave them
-- behind; the Drizzle schema does not name them (db/schema/catalog.ts productShownPrice,
-- productSearchTerms), so no product read carries them. One ALTER, so the table is rewritten once.
-- `shown_price_paise`: the price a card shows, or null for 'Price on request' (decision 0089), so a
-- collection by price reads an index range instead of sorting every row of the type in memory.
-- `search_terms`: the words of `search_words` (title, artist, type), so the search compares a
-- misspelt word with each distinct word of the shop once (the table below), not with every
-- product's text, and finds the products having any of the words like it by their index.
ALTER TABLE "products"
	ADD COLUMN "shown_price_paise" integer GENERATED ALWAYS AS (
		CASE WHEN "price_on_request" THEN NULL ELSE "discount_price_paise" END
	) STORED,
	ADD COLUMN "search_terms" text[] GENERATED ALWAYS AS (
		tsvector_to_array(to_tsvector('simple'::regconfig, lower("title" || ' ' || coalesce("artist", '') || ' ' || CASE WHEN "type" = 'painting' THEN 'painting' ELSE 'stone art' END)))
	) STORED;--> statement-breakpoint
-- One index per direction, each in its order word for word (catalog.service.ts priceOrder): the
-- price, 'Price on request' (null) after every priced one, then newest first and the id. The
-- filter is the collection's default list's (products_collection_newest_idx, migration 0028).
CREATE INDEX IF NOT EXISTS "products_collection_price_asc_idx" ON "products" ("type", "shown_price_paise" ASC NULLS LAST, "created_at" DESC, "id" DESC) WHERE "hidden" = false AND ("type" <> 'painting' OR "sold_at" IS NULL);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_collection_price_desc_idx" ON "products" ("type", "shown_price_paise" DESC NULLS LAST, "created_at" DESC, "id" DESC) WHERE "hidden" = false AND ("type" <> 'painting' OR "sold_at" IS NULL);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_terms_idx" ON "products" USING gin ("search_terms");--> statement-breakpoint
-- Every word any product has had, with a trigram index for the likeness. A trigger keeps it on
-- every insert and every change of title, artist or type, whoever writes (the admin, an artist's
-- rename, the demo seed, a bulk fill); a word no product has any more stays and matches nothing.
CREATE TABLE IF NOT EXISTS "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO "search_terms" ("term") SELECT DISTINCT unnest("search_terms") FROM "products" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_keep_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_terms" ("term") SELECT DISTINCT unnest(NEW."search_terms") ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_terms_kept" AFTER INSERT OR UPDATE OF "title", "artist", "type" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_keep_search_terms"();
--> statement-breakpoint
-- A collection's size names (catalog.service.ts listCollectionSizes, decision 0130): how many shown
-- products of a type offer each name, kept by the database on every write, so the names are a
-- read of a few rows instead of a pass over every product of the type. A product offers the
-- labels of its sizes, or its own size alone when it has none ('' when that is blank: the type's
-- default name, which the service knows).
CREATE TABLE IF NOT EXISTS "collection_size_names" (
	"type" text NOT NULL,
	"label" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "collection_size_names_pk" PRIMARY KEY ("type", "label")
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_size_labels"("sizes" jsonb, "size" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
	SELECT "s" ->> 'label' FROM jsonb_array_elements("sizes") AS "s"
		WHERE jsonb_array_length("sizes") > 0 AND btrim(coalesce("s" ->> 'label', '')) <> ''
	UNION ALL
	SELECT coalesce(nullif(btrim("size"), ''), '') WHERE jsonb_array_length("sizes") = 0
$$;--> statement-breakpoint
INSERT INTO "collection_size_names" ("type", "label", "products")
SELECT "type", "label", count(*) FROM "products", product_size_labels("sizes", "size") AS "label"
	WHERE "hidden" = false GROUP BY "type", "label";--> statement-breakpoint
-- Inserts and deletes by statement, with the rows as tables: a bulk insert (a fill, the demo seed)
-- or delete counts once per name, not once per row.
CREATE OR REPLACE FUNCTION "size_names_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "collection_size_names" ("type", "label", "products")
	SELECT "n"."type", "label", count(*) FROM "new_rows" AS "n"
		CROSS JOIN product_size_labels("n"."sizes", "n"."size") AS "label"
		WHERE "n"."hidden" = false GROUP BY "n"."type", "label"
	ON CONFLICT ("type", "label") DO UPDATE SET "products" = "collection_size_names"."products" + excluded."products";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "size_names_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "collection_size_names" AS "c" SET "products" = "c"."products" - "gone"."n"
	FROM (
		SELECT "o"."type", "label", count(*) AS "n" FROM "old_rows" AS "o"
			CROSS JOIN product_size_labels("o"."sizes", "o"."size") AS "label"
			WHERE "o"."hidden" = false GROUP BY "o"."type", "label"
	) AS "gone"
	WHERE "c"."type" = "gone"."type" AND "c"."label" = "gone"."label";
	RETURN NULL;
END
$$;--> statement-breakpoint
-- A change of a product's type, visibility or sizes moves its names; any other update (an order's
-- count, a rating) does not fire at all.
CREATE OR REPLACE FUNCTION "size_names_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT OLD."hidden" THEN
		UPDATE "collection_size_names" AS "c" SET "products" = "c"."products" - "gone"."n"
		FROM (
			SELECT "label", count(*) AS "n" FROM product_size_labels(OLD."sizes", OLD."size") AS "label" GROUP BY "label"
		) AS "gone"
		WHERE "c"."type" = OLD."type" AND "c"."label" = "gone"."label";
	END IF;
	IF NOT NEW."hidden" THEN
		INSERT INTO "collection_size_names" ("type", "label", "products")
		SELECT NEW."type", "label", count(*) FROM product_size_labels(NEW."sizes", NEW."size") AS "label" GROUP BY "label"
		ON CONFLICT ("type", "label") DO UPDATE SET "products" = "collection_size_names"."products" + excluded."products";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_size_names_inserted" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "size_names_add"();--> statement-breakpoint
CREATE TRIGGER "products_size_names_updated" AFTER UPDATE OF "type", "hidden", "size", "sizes" ON "products"
	FOR EACH ROW WHEN ((OLD."type", OLD."hidden", OLD."size", OLD."sizes") IS DISTINCT FROM (NEW."type", NEW."hidden", NEW."size", NEW."sizes"))
	EXECUTE FUNCTION "size_names_change"();--> statement-breakpoint
CREATE TRIGGER "products_size_names_deleted" AFTER DELETE ON "products"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "size_names_remove"();
