-- The home carousel and the back-office read website reviews newest first, a page at a time
-- (decision 0115): an index in that order keeps the first page flat however many there are.
CREATE INDEX IF NOT EXISTS "website_reviews_created_at_idx" ON "website_reviews" ("created_at" DESC, "id" DESC);
