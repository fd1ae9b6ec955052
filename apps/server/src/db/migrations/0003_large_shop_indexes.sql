-- pg_trgm (a trusted extension since PostgreSQL 13) backs the admin searches' GIN indexes below.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "products_type_created_at_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_type_discount_idx" ON "products" USING btree ("type","discount_percentage");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_paid_fulfilment_total_idx" ON "orders" USING btree ("fulfilment_status","total_paise") WHERE "orders"."payment_status" = 'success';--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_razorpay_order_id_trgm_idx" ON "orders" USING gin (lower("razorpay_order_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_id_trgm_idx" ON "orders" USING gin (lower("id"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_type_created_at_idx" ON "products" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");