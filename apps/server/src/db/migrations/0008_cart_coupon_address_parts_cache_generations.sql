CREATE TABLE "cart_coupons" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cache_generations" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_zip" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_country" text;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;