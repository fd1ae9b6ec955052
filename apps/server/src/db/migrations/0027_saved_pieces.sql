-- Saved pieces and their weekly alerts (decision 0122).
CREATE TABLE IF NOT EXISTS "saved_pieces" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "seen_price_paise" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "saved_pieces_pkey" PRIMARY KEY ("user_id", "product_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_pieces_product_id_idx" ON "saved_pieces" ("product_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "saved_piece_alerts" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "unsubscribe_token" text NOT NULL,
  "last_sent_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "saved_piece_alerts_token_idx" ON "saved_piece_alerts" ("unsubscribe_token");
