-- Lists read newest first from indexes shaped like their filters (decision 0127), so a page, a
-- deep page and a count read only the entries of the rows the list can show.
-- A collection's default list: shown products that can still be bought (sold paintings only under
-- the 'Sold' filter), by type, newest first (catalog.service.ts availabilityFilter).
CREATE INDEX IF NOT EXISTS "products_collection_newest_idx" ON "products" ("type", "created_at" DESC, "id" DESC) WHERE "hidden" = false AND ("type" <> 'painting' OR "sold_at" IS NULL);--> statement-breakpoint
-- Every shown product, sold ones too (/adminop/all, new arrivals), newest first.
CREATE INDEX IF NOT EXISTS "products_shown_newest_idx" ON "products" ("created_at" DESC, "id" DESC) WHERE "hidden" = false;--> statement-breakpoint
-- A collection's size names (catalog.service.ts listCollectionSizes): the (size, sizes) pairs of a
-- type's shown products from the index alone, not the wide rows.
CREATE INDEX IF NOT EXISTS "products_collection_sizes_idx" ON "products" ("type", "size") INCLUDE ("sizes") WHERE "hidden" = false;--> statement-breakpoint
-- The admin's discount filter ('discount=yes'), newest first; 'no' is most of the table.
CREATE INDEX IF NOT EXISTS "products_discounted_newest_idx" ON "products" ("created_at" DESC, "id" DESC) WHERE "discount_percentage" > 0;--> statement-breakpoint
-- The admin orders' fulfilment filters (shipped, delivered, cancelled, completed) and the stats'
-- delivered count: orders by step.
CREATE INDEX IF NOT EXISTS "orders_step_newest_idx" ON "orders" ("fulfilment_status", "created_at" DESC, "id" DESC) WHERE "fulfilment_status" IS NOT NULL;--> statement-breakpoint
-- 'Payment pending': an online checkout, or a COD order its customer has not confirmed yet (the
-- predicate is orders.admin.service.ts awaitingPayment's, word for word).
CREATE INDEX IF NOT EXISTS "orders_awaiting_payment_newest_idx" ON "orders" ("created_at" DESC, "id" DESC) WHERE ("payment_status" = 'pending' AND NOT ("payment_method" = 'cod' AND "payment_status" = 'pending' AND "cod_confirmed_at" IS NOT NULL AND "cancelled_at" IS NULL));--> statement-breakpoint
-- 'Failed'.
CREATE INDEX IF NOT EXISTS "orders_failed_newest_idx" ON "orders" ("created_at" DESC, "id" DESC) WHERE "payment_status" = 'failed';--> statement-breakpoint
-- 'To ship': paid (or a confirmed COD order) and not on its way yet, the owner's work list
-- (decision 0086, 0100); the predicate is orders.admin.service.ts toShipCondition's, word for word.
CREATE INDEX IF NOT EXISTS "orders_to_ship_newest_idx" ON "orders" ("created_at" DESC, "id" DESC) WHERE (("payment_status" = 'success' OR ("payment_method" = 'cod' AND "payment_status" = 'pending' AND "cod_confirmed_at" IS NOT NULL AND "cancelled_at" IS NULL)) AND coalesce("fulfilment_status", 'processing') = 'processing');
