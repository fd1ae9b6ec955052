CREATE SEQUENCE "public"."orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "orders" SET "number" = "numbered"."n" FROM (SELECT "id", 1000 + row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "orders") AS "numbered" WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
SELECT setval('"public"."orders_number_seq"', greatest((SELECT max("number") FROM "orders"), 1000));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT nextval('orders_number_seq');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_line2" text;--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"street" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_same_idx" ON "user_addresses" USING btree ("user_id",lower("street"),lower("line2"),lower("city"),"state","zip");--> statement-breakpoint
CREATE INDEX "user_addresses_user_last_used_idx" ON "user_addresses" USING btree ("user_id","last_used_at");--> statement-breakpoint
INSERT INTO "user_addresses" ("user_id", "street", "line2", "city", "state", "zip", "country", "last_used_at", "created_at")
SELECT DISTINCT ON ("user_id", lower("address_street"), lower("address_city"), "address_state", "address_zip")
	"user_id", "address_street", '', "address_city", "address_state", "address_zip", "address_country", "created_at", "created_at"
FROM "orders"
WHERE "address_street" IS NOT NULL AND "address_city" IS NOT NULL AND "address_state" IS NOT NULL
	AND "address_country" IS NOT NULL AND "address_zip" ~ '^[1-9][0-9]{5}$'
ORDER BY "user_id", lower("address_street"), lower("address_city"), "address_state", "address_zip", "created_at" DESC;
