-- Certificates of authenticity (docs/certificates.md; decisions 0119, 0120).
-- What a certificate names about the work beyond the title, artist and size: the medium and the
-- year it was made, both optional; and whether a stone art piece is signed by its artist (every
-- painting sold gets a certificate; a stone art piece only when signed).
ALTER TABLE "products" ADD COLUMN "medium" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "year_made" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "signed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_year_made_check" CHECK ("products"."year_made" is null or "products"."year_made" between 1000 and 9999);
--> statement-breakpoint
-- One certificate per ordered item, issued in the payment's transaction. `number` is what the
-- buyer types or the QR code carries to /verify/{number}; `work` is the snapshot of the piece as
-- certified (title, artist, medium, dimensions, year, image), so later edits never rewrite it.
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE RESTRICT,
	"order_item_id" uuid NOT NULL REFERENCES "order_items"("id") ON DELETE RESTRICT,
	"product_id" uuid REFERENCES "products"("id") ON DELETE SET NULL,
	"work" jsonb NOT NULL,
	"buyer_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_number_key" UNIQUE ("number"),
	CONSTRAINT "certificates_order_item_id_key" UNIQUE ("order_item_id")
);
--> statement-breakpoint
CREATE INDEX "certificates_order_id_idx" ON "certificates" USING btree ("order_id");
