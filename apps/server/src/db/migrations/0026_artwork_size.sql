-- A work's own width and height in centimetres (decision 0121), for 'View on a wall'; apart from
-- the parcel's box (length_cm, breadth_cm, height_cm, decision 0094). To the millimetre.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "art_width_cm" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "art_height_cm" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_art_size_check" CHECK (("art_width_cm" is null or ("art_width_cm" > 0 and "art_width_cm" <= 1000)) and ("art_height_cm" is null or ("art_height_cm" > 0 and "art_height_cm" <= 1000)));--> statement-breakpoint
-- The paintings already in a shop, from their size text where it reads as two sides and a unit
-- ('48 x 72 inches', '60 x 90 cm', '24"x36"', '2 x 3 ft'): the pattern of the shared
-- SIZE_TEXT_PATTERN (artwork-size.ts), held to the same cases by artwork-size-migration.test.ts.
-- The main photo's shape says which side is the width (its longer side is the longer number);
-- without one, or square, the text reads as art is labelled, height x width.
WITH "parsed" AS (
  SELECT "id", "orientation", "m"[1]::numeric AS "first", "m"[3]::numeric AS "second",
    lower(coalesce("m"[4], "m"[2], "m"[5])) AS "unit"
  FROM (
    SELECT "id", "orientation", regexp_match("size", '^\s*(\d+(?:\.\d+)?)\s*("|''''|in\.?|inch(?:es)?|cms?\.?|mm|ft\.?|feet|foot)?\s*(?:x|×|\*|by)\s*(\d+(?:\.\d+)?)\s*("|''''|in\.?|inch(?:es)?|cms?\.?|mm|ft\.?|feet|foot)?\s*(?:(?:x|×|\*|by)\s*\d+(?:\.\d+)?\s*("|''''|in\.?|inch(?:es)?|cms?\.?|mm|ft\.?|feet|foot)?\s*)?$', 'i') AS "m"
    FROM "products"
    WHERE "type" = 'painting' AND "size" IS NOT NULL AND "art_width_cm" IS NULL AND "art_height_cm" IS NULL
  ) AS "matched"
  WHERE "m" IS NOT NULL
), "in_cm" AS (
  SELECT "id", "orientation",
    round("first" * "factor", 1) AS "first_cm", round("second" * "factor", 1) AS "second_cm"
  FROM (
    SELECT *, CASE
      WHEN "unit" IN ('"', '''''') OR "unit" LIKE 'in%' THEN 2.54
      WHEN "unit" LIKE 'cm%' THEN 1
      WHEN "unit" = 'mm' THEN 0.1
      WHEN "unit" LIKE 'f%' THEN 30.48
    END AS "factor"
    FROM "parsed"
  ) AS "united"
  WHERE "factor" IS NOT NULL
)
UPDATE "products" SET
  "art_width_cm" = CASE "in_cm"."orientation"
    WHEN 'landscape' THEN greatest("first_cm", "second_cm")
    WHEN 'portrait' THEN least("first_cm", "second_cm")
    ELSE "second_cm" END,
  "art_height_cm" = CASE "in_cm"."orientation"
    WHEN 'landscape' THEN least("first_cm", "second_cm")
    WHEN 'portrait' THEN greatest("first_cm", "second_cm")
    ELSE "first_cm" END
FROM "in_cm"
WHERE "products"."id" = "in_cm"."id"
  AND "first_cm" > 0 AND "second_cm" > 0 AND "first_cm" <= 1000 AND "second_cm" <= 1000;
