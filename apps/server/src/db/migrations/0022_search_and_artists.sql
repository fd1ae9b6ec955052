-- Artist profiles (decision 0108): one per artist, products point at theirs.
CREATE TABLE "artists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "artists_slug_idx" ON "artists" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "artists_name_idx" ON "artists" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "artist_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_artist_id_idx" ON "products" USING btree ("artist_id","created_at","id");--> statement-breakpoint
-- Existing products' artist text becomes profiles: one per name (any letter case, outer spaces
-- ignored), its slug from the name; a slug two names share gets -2, -3 after the first.
INSERT INTO "artists" ("name", "slug")
SELECT "name", CASE WHEN "n" = 1 THEN "base" ELSE "base" || '-' || "n" END
FROM (
	SELECT "name", "base", row_number() OVER (PARTITION BY "base" ORDER BY "name") AS "n"
	FROM (
		SELECT min(btrim("artist")) AS "name",
			coalesce(nullif(btrim(left(btrim(regexp_replace(lower(min(btrim("artist"))), '[^a-z0-9]+', '-', 'g'), '-'), 80), '-'), ''), 'artist') AS "base"
		FROM "products"
		WHERE "artist" IS NOT NULL AND btrim("artist") <> ''
		GROUP BY lower(btrim("artist"))
	) AS "names"
) AS "slugs"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "products" SET "artist_id" = "artists"."id"
FROM "artists"
WHERE lower(btrim("products"."artist")) = lower("artists"."name");--> statement-breakpoint
-- The shop's search (decision 0107): full-text over title, artist, type and description, weighted
-- in that order, and trigrams over title, artist and type for misspellings; the main photo's shape
-- for the orientation facet. Stored, so neither a match nor its rank parses text again; the Drizzle
-- schema names only `orientation` (db/schema/catalog.ts), so no product read carries the others.
ALTER TABLE "products" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
	setweight(to_tsvector('english'::regconfig, coalesce("artist", '')), 'B') ||
	setweight(to_tsvector('english'::regconfig, CASE WHEN "type" = 'painting' THEN 'painting' ELSE 'stone art' END), 'C') ||
	setweight(to_tsvector('english'::regconfig, "description"), 'D')
) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text GENERATED ALWAYS AS (
	lower("title" || ' ' || coalesce("artist", '') || ' ' || CASE WHEN "type" = 'painting' THEN 'painting' ELSE 'stone art' END)
) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "orientation" text GENERATED ALWAYS AS (
	CASE WHEN ("images" -> 0 ->> 'width')::numeric > 0 AND ("images" -> 0 ->> 'height')::numeric > 0 THEN
		CASE WHEN ("images" -> 0 ->> 'width')::numeric > ("images" -> 0 ->> 'height')::numeric * 1.1 THEN 'landscape'
			WHEN ("images" -> 0 ->> 'height')::numeric > ("images" -> 0 ->> 'width')::numeric * 1.1 THEN 'portrait'
			ELSE 'square' END
	END
) STORED;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words" gin_trgm_ops);--> statement-breakpoint
-- The facets over every shown product (a search without words) from an index alone, not the wide rows.
CREATE INDEX "products_search_facets_idx" ON "products" USING btree ("hidden") INCLUDE ("type", "price_on_request", "discount_price_paise", "sold_at", "reserved_until", "orientation");
